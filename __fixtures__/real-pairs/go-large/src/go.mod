module example.com/pairgo

go 1.19
