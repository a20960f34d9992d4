// The Account feature; being written.
