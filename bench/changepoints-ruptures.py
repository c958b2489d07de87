"""Baselines for the real annotated set: ruptures' binary segmentation and PELT at their defaults.

ruptures (C. Truong, L. Oudre, N. Vayatis, "Selective review of offline change point detection methods",
Signal Processing 2020; BSD-2-Clause) is not in Debian, and only npm and Debian reach this host, so it runs
from its source (a snapshot of deepcharles/ruptures, given as an argument) with numpy; only the pure-Python
search methods and costs are used, and the compiled kernel modules are stubbed out. Settings: ruptures'
defaults (min_size=2, jump=5), cost "l2" (change of mean) and "normal" (change of mean and variance), each
series scaled to unit variance first, penalty 3·log n (the MBIC-like rule R's changepoint package defaults
to). Writes the change points each method finds per series as JSON for bench/changepoints-real.mjs.

Usage: python3 bench/changepoints-ruptures.py RUPTURES_SRC_DIR [real.json] [out.json]
"""

import json
import math
import subprocess
import sys
import types

import numpy as np

src = sys.argv[1]
corpus = sys.argv[2] if len(sys.argv) > 2 else "__fixtures__/changepoints/real/real.json"
out = sys.argv[3] if len(sys.argv) > 3 else "__fixtures__/changepoints/real/ruptures.json"

# Compiled modules (kernel change point detection) that Binseg/Pelt with l2/normal costs never call.
for name in (
    "ruptures.detection._detection.ekcpd",
    "ruptures.utils._utils.convert_path_matrix",
    "ruptures.version",
):
    stub = types.ModuleType(name)
    stub.version = "source"
    for attr in ("ekcpd_L2", "ekcpd_Gaussian", "ekcpd_cosine", "ekcpd_pelt_L2", "ekcpd_pelt_Gaussian",
                 "ekcpd_pelt_cosine", "from_path_matrix_to_bkps_list"):
        setattr(stub, attr, None)
    sys.modules[name] = stub
sys.path.insert(0, src)
import ruptures as rpt  # noqa: E402

commit = subprocess.run(
    ["git", "-C", src, "rev-parse", "HEAD"], capture_output=True, text=True
).stdout.strip() or "see README"

with open(corpus) as f:
    series = json.load(f)["series"]

results = {}
for s in series:
    y = np.asarray(s["values"], dtype=float)
    sd = y.std()
    z = (y - y.mean()) / (sd if sd > 0 else 1.0)
    pen = 3 * math.log(len(y))
    row = {}
    for method, algo in (("binseg", rpt.Binseg), ("pelt", rpt.Pelt)):
        for model in ("l2", "normal"):
            try:
                bkps = algo(model=model).fit(z).predict(pen=pen)
            except Exception:  # too short for the method: no change point
                bkps = [len(y)]
            row[f"{method}-{model}"] = [int(b) for b in bkps if b < len(y)]
    results[s["name"]] = row
    print(s["name"], row, file=sys.stderr)

with open(out, "w") as f:
    json.dump({"ruptures": f"deepcharles/ruptures@{commit} (v1.1.10 + 6 commits)", "penalty": "3 log n",
               "scaled": "unit variance", "results": results}, f)
    f.write("\n")
