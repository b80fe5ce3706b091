# The Tunnel (issue 35; docs/rules-coverage.md, "The Tunnel"): its tile set. The rules' scenarios
# are tests/scenarios/tunnel-*.carc.json and the demo data/demos/tunnel-*.carc.json (found by their
# globs). JCZ has no test games of it: the exchange is checked by check-mixes.sh (docs/jcz.md). No
# selfplay or arena here (the test time budget): those runs belong to scripts/soak.
add_test(NAME cli/check-data-tunnel COMMAND carc-cli check-data)
set_tests_properties(cli/check-data-tunnel PROPERTIES LABELS fast PASS_REGULAR_EXPRESSION "tunnel 4 tiles")
