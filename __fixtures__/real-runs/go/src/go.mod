module example.com/realbench

go 1.19
