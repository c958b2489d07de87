module example.com/heldout

go 1.19
