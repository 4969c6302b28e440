"""Fails when the directory given has anything in it, naming what."""
import os
import sys

left = sorted(os.listdir(sys.argv[1]))
if left:
    sys.exit("left in %s: %s" % (sys.argv[1], " ".join(left)))
