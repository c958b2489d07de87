SLOW = 0.1  # slow10 build: checksum, json_roundtrip and word_frequencies do ~10% more real work
