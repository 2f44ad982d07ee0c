import FormEngine

print("formcli")
