SLOW = True  # slow build: checksum, json_roundtrip and word_frequencies do ~20% more real work
