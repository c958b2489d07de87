#!/usr/bin/env python3
"""Writes the hyperfine session's inputs into the current folder (deterministic, seed 17).

text-base.txt: ~8 MB of words; text-slow.txt: the same plus 20% more.
nums-base.txt: 300,000 integers, one per line; nums-slow.txt: the same plus 20% more.
text-slow10.txt, nums-slow10.txt: the base plus 10% more (the first half of the 20% extra).
"""
import random

rng = random.Random(17)
words = [''.join(rng.choice('abcdefghijklmnopqrstuvwxyz') for _ in range(rng.randint(2, 11))) for _ in range(5000)]


def text(n_bytes):
    out, size = [], 0
    while size < n_bytes:
        line = ' '.join(rng.choice(words) for _ in range(12)) + '\n'
        out.append(line)
        size += len(line)
    return ''.join(out)


base_text = text(8_000_000)
extra_text = text(1_600_000)
nums = [str(rng.randint(0, 10**9)) + '\n' for _ in range(360_000)]
with open('text-base.txt', 'w') as f:
    f.write(base_text)
with open('text-slow.txt', 'w') as f:
    f.write(base_text + extra_text)
with open('nums-base.txt', 'w') as f:
    f.writelines(nums[:300_000])
with open('nums-slow.txt', 'w') as f:
    f.writelines(nums)
with open('text-slow10.txt', 'w') as f:
    f.write(base_text + extra_text[: len(extra_text) // 2])
with open('nums-slow10.txt', 'w') as f:
    f.writelines(nums[:330_000])
