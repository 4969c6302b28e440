// Pass options from a pipeline string or a pass flag: `key=value` pairs
// separated by spaces or commas; values may be "quoted" or {braced}. The
// test plugin's test-plugin-options pass records what it parsed.

// RUN: onnx-opt %s --load-plugin=%plugin_dir/libTOCCTestPlugin.so \
// RUN:   --pass-pipeline='test-plugin-options{count=3 flag ratio=0.25 name="a b" items="x,y"}' \
// RUN:   | FileCheck --check-prefix=PIPE %s
// PIPE: test.options = "test-plugin-options{count=3 flag=true ratio=0.25 name=\"a b\" items=\"x,y\"} count=3 flag=1 ratio=0.25 name=a b items=[x|y]"

// RUN: onnx-opt %s --load-plugin=%plugin_dir/libTOCCTestPlugin.so \
// RUN:   --test-plugin-options='count=-7,flag=false,name={with, comma},items=p;q' \
// RUN:   | FileCheck --check-prefix=FLAG %s
// FLAG: test.options = "test-plugin-options{count=-7 flag=false name=\"with, comma\" items=\"p,q\"} count=-7 flag=0 ratio=0.5 name=with, comma items=[p|q]"

// Defaults: nothing set, nothing printed in the textual pipeline.
// RUN: onnx-opt %s --load-plugin=%plugin_dir/libTOCCTestPlugin.so --test-plugin-options \
// RUN:   | FileCheck --check-prefix=DEFAULT %s
// DEFAULT: test.options = "test-plugin-options count=1 flag=0 ratio=0.5 name=none items=[]"

// The same pass twice, with different options, in command-line order.
// RUN: onnx-opt %s --load-plugin=%plugin_dir/libTOCCTestPlugin.so \
// RUN:   --test-plugin-annotate=tag=first --dce --test-plugin-annotate=tag=second \
// RUN:   | FileCheck --check-prefix=TWICE %s
// TWICE: test.annotation = "second"

// RUN: not onnx-opt %s --load-plugin=%plugin_dir/libTOCCTestPlugin.so \
// RUN:   --pass-pipeline='test-plugin-options{colour=red}' 2>&1 | FileCheck --check-prefix=UNKNOWN %s
// UNKNOWN: error: pass 'test-plugin-options' has no option 'colour' (its options are: count, flag, ratio, name, items) in pipeline at position 1

// RUN: not onnx-opt %s --load-plugin=%plugin_dir/libTOCCTestPlugin.so \
// RUN:   --test-plugin-options='count=many' 2>&1 | FileCheck --check-prefix=BADINT %s
// BADINT: error: pass 'test-plugin-options': invalid value 'many' for option 'count': expected an integer

// RUN: not onnx-opt %s --load-plugin=%plugin_dir/libTOCCTestPlugin.so \
// RUN:   --test-plugin-options='flag=maybe' 2>&1 | FileCheck --check-prefix=BADBOOL %s
// BADBOOL: error: pass 'test-plugin-options': invalid value 'maybe' for option 'flag': expected true, false, 1 or 0

// RUN: not onnx-opt %s --load-plugin=%plugin_dir/libTOCCTestPlugin.so \
// RUN:   --test-plugin-options='ratio=half' 2>&1 | FileCheck --check-prefix=BADFLOAT %s
// BADFLOAT: error: pass 'test-plugin-options': invalid value 'half' for option 'ratio': expected a number

// RUN: not onnx-opt %s --load-plugin=%plugin_dir/libTOCCTestPlugin.so \
// RUN:   --test-plugin-options='name="open' 2>&1 | FileCheck --check-prefix=QUOTE %s
// QUOTE: error: pass 'test-plugin-options': unterminated '"' in value of option 'name'

// RUN: not onnx-opt %s --load-plugin=%plugin_dir/libTOCCTestPlugin.so \
// RUN:   --test-plugin-options='count' 2>&1 | FileCheck --check-prefix=NOVALUE %s
// NOVALUE: error: pass 'test-plugin-options': option 'count' needs a value (count=<int>)

graph @main(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  return %x
}
