print("canopy")
