// carc-cli: the engine without a window. check-data validates the tables, selfplay plays random
// games while checking invariants, bench measures speed, replay re-runs and verifies saves.
#include <iostream>

#include "carc/catalog.hpp"
#include "data/save.hpp"
#include "cli.hpp"
#include "terminal_text.hpp"

namespace {

constexpr const char* kUsage = R"(usage: carc-cli <command> [options]

commands:
  check-data                      validate data/ and print the tile sets
  selfplay --games N --seed S [--players P] [--expansions base,river,abbot]
           [--option base.farmers=false] [--figure pig=2] [--save FILE [--force]] [--check-saves]
           [--quiet]              play random games, checking invariants after every action;
                                  "abbey-mayor:wagon" keeps only the named elements on
  bench [--games N] [--expansions LIST] [--players P]
                                  games per second of random games (default: 2-player base)
  bench --playouts [--ms M]       search iterations per second of the hard bot, and its memory
                                  over a whole game
  replay FILE [--verify] [--to N] [--events]
                                  replay a save; --verify checks its expect block, --events
                                  prints every action and event
  perft [FILE [--to N] | --seed S [--expansions ...] [--players P]] [--depth D] [--check]
                                  count the action sequences of length 1..D from a position
  jcz-check FILE|DIR... [--roundtrip] [--missing-ok]
                                  import JCloisterZone test games, replay them and check their
                                  assertions (exit 1: a failure, 3: only unsupported ones)
  import FILE.jcz --out FILE.carc.json [--force]
                                  a JCloisterZone game as our save
  export-jcz FILE.carc.json --out FILE.jcz [--with-assertions] [--to N] [--force]
                                  one of our saves as a JCloisterZone game
  jcz-play-on FILE|DIR... --out DIR [--seed S] [--force]
                                  JCloisterZone games played on by random moves, exported for
                                  JCloisterZone's own engine to replay
  arena --bots A,B [--games N] [--seed S] [--expansions LIST] [--ms M] [--threads T] [--check]
        [--option ...] [--figure ...]
                                  computer players (greedy, easy, medium, hard) against each other
  analyse-game SAVE [--ms M] [--bot LEVEL] [--threads T]
                                  per move: the move played, the bot's choice, the difference
  demos                           list the scenarios shown to players ("Show me"), verifying
                                  each (exit 1: one no longer verifies and cannot be shown)
  analyse SAVE [--to N]           after action N (default: the end): the tiles still to come,
                                  how many fit each open square, dead squares, projected scores

options for every command:
  --data DIR                      the data folder (default: found next to the program)

A file written (--out, --save) never replaces the command's input; an existing file is replaced
only with --force, and only a regular file (a symbolic link: the file it names).
Exit codes: 0 done, 1 a check failed (export-jcz: JCloisterZone cannot represent the game),
2 bad input or arguments, 5 the output file was not written (the message says why).

carc-cli --version                print the version and the data folder found
)";

// Each command's part of the usage, for `carc-cli COMMAND --help`.
struct CommandHelp {
    const char* name;
    const char* text;
};
constexpr CommandHelp kCommandHelp[] = {
    {"check-data", "carc-cli check-data\n  validate data/ and print the tile sets\n"},
    {"demos",
     "carc-cli demos\n"
     "  list data/demos/ (the scenarios the rules panel's \"Show me\" opens): each one's title, the\n"
     "  rules it shows and the action it opens at; each is verified as `replay --verify` verifies a\n"
     "  scenario, and one that fails is named with why (exit 1): the game does not show it\n"},
    {"selfplay",
     "carc-cli selfplay --games N --seed S [--players P] [--expansions base,river,abbot]\n"
     "                  [--option base.farmers=false] [--save FILE [--force]] [--check-saves] [--quiet]\n"
     "  play random games, checking invariants after every action; --check-saves also writes\n"
     "  each game as a save, reads it back and replays it to the digest of the game's end.\n"
     "  An expansion may keep only some of its elements on: --expansions base,abbey-mayor:wagon\n"
     "  plays the base tiles with the wagon alone (elements joined by +, e.g. king-robber:king+robber)\n"},
    {"bench",
     "carc-cli bench [--games N] [--expansions LIST] [--players P]\n"
     "  games per second of random games (default: 2-player base games)\n"
     "carc-cli bench --playouts [--ms M]\n"
     "  the hard bot's search iterations per second from a base-game opening (one thread), and its\n"
     "  peak memory over a whole game with M ms per decision (default 250)\n"},
    {"replay",
     "carc-cli replay FILE [--verify] [--to N] [--events]\n"
     "  replay a save; --verify checks its expect block; --events prints every action and event\n"},
    {"perft",
     "carc-cli perft [FILE [--to N] | --seed S [--expansions ...] [--players P]] [--depth D] "
     "[--check]\n  count the action sequences of length 1..D from a position\n"},
    {"jcz-check",
     "carc-cli jcz-check FILE|DIR... [--roundtrip] [--missing-ok]\n"
     "  import JCloisterZone test games, replay them and check their assertions\n"
     "  (exit 1: a failure, 3: only unsupported ones)\n"},
    {"import",
     "carc-cli import FILE.jcz --out FILE.carc.json [--force]\n  a JCloisterZone game as our save; --force "
     "replaces an existing FILE.carc.json\n"},
    {"export-jcz",
     "carc-cli export-jcz FILE.carc.json --out FILE.jcz [--with-assertions] [--to N] [--force]\n"
     "  one of our saves as a JCloisterZone game; --force replaces an existing FILE.jcz\n"},
    {"jcz-play-on",
     "carc-cli jcz-play-on FILE|DIR... --out DIR [--seed S] [--force]\n"
     "  import each JCloisterZone game, cut it where tiles are left to draw (its end, or when it\n"
     "  is over the last tile placed in its first half), play it on to its end with random legal\n"
     "  moves (seed S, default 1; the next seeds when our export refuses the game) and write it\n"
     "  with its final scores as assertions into DIR, for JCloisterZone's own engine to replay\n"
     "  (exit 1: a game that could not be played on or exported; 5: a file not written: one already\n"
     "  in DIR without --force, which replaces it, or one of the inputs)\n"},
    {"arena",
     "carc-cli arena --bots A,B[,C...] [--games N] [--seed S] [--expansions LIST] [--ms M]\n"
     "               [--threads T] [--iterations I] [--option expansion.option=value]\n"
     "               [--figure figure=count] [--check] [--quiet] [--times]\n"
     "  computer players of the levels greedy, easy, medium and hard play N games (default 100),\n"
     "  seats rotating, game seeds S, S+1, ...; M ms per decision (default 2000) for the\n"
     "  searching levels. Ends with \"arena: A won W of N (P %, ±C at 95 %), mean score A-B +D\"\n"
     "  (a tie for first counts as a shared win). --iterations fixes the hard bot's search budget\n"
     "  (--ms stays the deadline). --check applies the selfplay invariants. --times prints each\n"
     "  bot's p50, p90, p99 and max wall-clock time per decision with a choice (more than one\n"
     "  legal action) and how many went past the --ms deadline.\n"},
    {"analyse-game",
     "carc-cli analyse-game SAVE [--ms M] [--bot LEVEL] [--threads T]\n"
     "  for every decision of the saved game: the move played, the bot's choice (default hard,\n"
     "  M ms per decision, default 1000) and how many points of expected lead the move played\n"
     "  gives away; then each player's costliest moves\n"},
    {"analyse",
     "carc-cli analyse SAVE [--to N]\n"
     "  after action N (default: the end), what a player can count from the table: \"remaining: K\n"
     "  tiles\" (not on the board, not in hand), then per open square \"square X Y: F of K fit\" (F\n"
     "  remaining tiles fit it in some rotation), \"dead squares: D\" (no remaining tile fits) and\n"
     "  \"projected: NAME S, ...\" (each player's score if the game ended now)\n"},
};

}  // namespace

int main(int argc, char** argv) {
    using namespace carc;
    // Names and texts from files reach the terminal with their control characters escaped. Static:
    // it outlives every exit path, std::exit included, and restores the streams before they close.
    static cli::TerminalSafeOutput terminal_safe_output;
    if (argc < 2 || std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h") {
        std::cout << kUsage;
        return argc < 2 ? 2 : 0;
    }
    const std::string command = argv[1];
    if (command == "--version") {
        // The data folder too: which copy of the tables a bug report was made with.
        std::cout << "carc-cli " << engine_version() << "\ndata: " << default_data_dir(argv[0])
                  << "\n";
        return 0;
    }
    cli::Args args(argv + 2, argv + argc);
    // Every command answers --help with its own usage, before doing anything.
    for (const std::string& a : args)
        if (a == "--help" || a == "-h") {
            for (const CommandHelp& h : kCommandHelp)
                if (command == h.name) {
                    std::cout << "usage: " << h.text
                              << "\noptions for every command:\n  --data DIR   the data folder "
                                 "(default: found next to the program)\n";
                    return 0;
                }
            std::cerr << "error: unknown command \"" << command << "\"\n" << kUsage;
            return 2;
        }
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
    if (command == "demos") return cli::list_demos(*catalog, args);
    if (command == "perft") return cli::perft_command(*catalog, args);
    if (command == "jcz-check") return cli::jcz_check(*catalog, args);
    if (command == "import") return cli::import_jcz(*catalog, args);
    if (command == "export-jcz") return cli::export_jcz(*catalog, args);
    if (command == "jcz-play-on") return cli::jcz_play_on(*catalog, args);
    if (command == "arena") return cli::arena(*catalog, args);
    if (command == "analyse-game") return cli::analyse_game(*catalog, args);
    if (command == "analyse") return cli::analyse_position(*catalog, args);
    std::cerr << "error: unknown command \"" << command << "\"\n" << kUsage;
    return 2;
}
