// private-tmpdir.js - gives this process a temporary directory of its own,
// removed when the process ends, and points TMPDIR at it.
//
// Why: onnxruntime-node 1.30's native library creates an empty
// `mat-debug-<pid>.log` in $TMPDIR (default /tmp) for every process that
// makes a session, and never removes it; a gate run left over a hundred.
// Setting process.env.TMPDIR changes the C environment the library reads,
// so it must happen before the first session is made. Call it first thing:
//
//   require('./private-tmpdir').usePrivateTmpdir();
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');

function usePrivateTmpdir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tocc-ort-'));
  process.env.TMPDIR = dir;
  const remove = () => {
    try {
      fs.rmSync(dir, { recursive: true, force: true });
    } catch (e) {
      // Nothing to do: the directory is in the system's temporary directory.
    }
  };
  process.on('exit', remove);
  // A signal ends the process without 'exit'; remove, then end as the signal
  // would have (128 + its number).
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGPIPE']) {
    process.on(sig, () => {
      remove();
      process.exit(128 + os.constants.signals[sig]);
    });
  }
  return dir;
}

module.exports = { usePrivateTmpdir };
