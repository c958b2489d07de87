SLOW = False  # base build
