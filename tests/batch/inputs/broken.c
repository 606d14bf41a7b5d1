int main(void) { return missing_function(1) }
