# Flying Machines (issue 34; docs/rules-coverage.md, "Flying Machines"): its tile sets. The rules'
# scenarios are tests/scenarios/flier-*.carc.json and the demo data/demos/flier-*.carc.json (found
# by their globs). No selfplay or
# arena here (the test time budget): those runs belong to scripts/soak.
add_test(NAME cli/check-data-flier COMMAND carc-cli check-data)
set_tests_properties(cli/check-data-flier PROPERTIES LABELS fast PASS_REGULAR_EXPRESSION "flier:1 8 tiles.*flier:2 8 tiles")
# JCZ's client test game of the Flying Machines (not among ../shared/reference's): the landing
# offers no pass. Skipped (exit 4) where the folder is absent.
add_test(NAME jcz/flier-placement-is-mandatory
         COMMAND carc-cli jcz-check --roundtrip --missing-ok
                 ${CMAKE_SOURCE_DIR}/../jcz-client-tests/engine-tests/flying-machines)
set_tests_properties(jcz/flier-placement-is-mandatory PROPERTIES LABELS fast SKIP_RETURN_CODE 4
                     PASS_REGULAR_EXPRESSION "checked 1 files: 1 passed, 0 failed")
