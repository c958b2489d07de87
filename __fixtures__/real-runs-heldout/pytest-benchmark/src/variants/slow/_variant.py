SLOW = True  # slow build: parse_csv, pack_records and wrap_text do ~20% more real work
