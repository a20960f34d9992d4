print("Orders example: being written")
