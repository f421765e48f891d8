source(file.path("..", "..", "R", "germination.R"))
