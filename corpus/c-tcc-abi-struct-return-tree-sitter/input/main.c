// Prints what a new parser is set up with: a small client of the runtime's API.
#include <stdio.h>
#include <tree_sitter/api.h>

int main(void) {
  TSParser *parser = ts_parser_new();
  ts_parser_set_timeout_micros(parser, 1500000);
  TSParserLimits limits = ts_parser_limits(parser);
  printf("limits: %.1f s, %u ranges\n", limits.seconds, (unsigned)limits.range_count);
  ts_parser_delete(parser);
  return 0;
}
