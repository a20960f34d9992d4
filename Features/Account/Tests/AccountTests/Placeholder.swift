// Tests of the Account feature; being written.
