// carc-cli: the engine without a window. check-data validates the tables, selfplay plays random
// games while checking invariants, bench measures speed, replay re-runs and verifies saves.
#include <iostream>

#include "carc/catalog.hpp"
#include "cli.hpp"

namespace {

constexpr const char* kUsage = R"(usage: carc-cli <command> [options]

commands:
  check-data                      validate data/ and print the tile sets
  selfplay --games N --seed S [--players P] [--expansions base,river,abbot]
           [--option base.farmers=false] [--figure pig=2] [--save FILE] [--quiet]
                                  play random games, checking invariants after every action
  bench [--games N]               games per second of random 2-player base games
  replay FILE [--verify] [--to N] replay a save; --verify checks its expect block
  perft [FILE [--to N] | --seed S [--expansions ...] [--players P]] [--depth D] [--check]
                                  count the action sequences of length 1..D from a position
  jcz-check FILE|DIR... [--roundtrip] [--missing-ok]
                                  import JCloisterZone test games, replay them and check their
                                  assertions (exit 1: a failure, 3: only unsupported ones)
  import FILE.jcz --out FILE.carc.json
                                  a JCloisterZone game as our save
  export-jcz FILE.carc.json --out FILE.jcz [--with-assertions] [--to N]
                                  one of our saves as a JCloisterZone game

options for every command:
  --data DIR                      the data folder (default: found next to the program)
)";

}  // namespace

int main(int argc, char** argv) {
    using namespace carc;
    if (argc < 2 || std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h") {
        std::cout << kUsage;
        return argc < 2 ? 2 : 0;
    }
    const std::string command = argv[1];
    cli::Args args(argv + 2, argv + argc);
    const std::string data_dir = cli::value_of(args, "--data").value_or(default_data_dir(argv[0]));
    auto catalog = load_catalog(data_dir);
    if (!catalog) {
        std::cerr << "error: " << catalog.error() << "\n";
        return 2;
    }
    if (command == "check-data") return cli::check_data(*catalog, args);
    if (command == "selfplay") return cli::selfplay(*catalog, args);
    if (command == "bench") return cli::bench(*catalog, args);
    if (command == "replay") return cli::replay(*catalog, args);
    if (command == "perft") return cli::perft_command(*catalog, args);
    if (command == "jcz-check") return cli::jcz_check(*catalog, args);
    if (command == "import") return cli::import_jcz(*catalog, args);
    if (command == "export-jcz") return cli::export_jcz(*catalog, args);
    std::cerr << "error: unknown command \"" << command << "\"\n" << kUsage;
    return 2;
}
