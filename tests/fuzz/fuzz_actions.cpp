// Fuzz target: any game of any expansion mix. The input picks the mix (the base game and up to
// eight of the other expansions, any of them), every option's value, the number of players and the seed,
// then one of legal_actions at every step until it runs out. After every action the selfplay
// invariants hold (cli::GameChecker, which also replays the record through the checked API); at
// the end the game saved and read back replays to the same digest and passes its own check, and
// a game JCloisterZone can represent exports and imports back to the same digest.
#include <algorithm>
#include <vector>

#include "carc/engine.hpp"
#include "data/jcz.hpp"
#include "data/save.hpp"
#include "cli/game_checker.hpp"
#include "fuzz_support.hpp"

using namespace carc;

namespace {

constexpr int kMaxActions = 3000;  // far beyond the longest game (6 players, every expansion)

std::string joined(const std::vector<std::string>& lines) {
    std::string all;
    for (const std::string& l : lines) all += (all.empty() ? "" : "; ") + l;
    return all;
}

std::string digest_of_replay(const GameRecord& game, const std::string& what) {
    auto replay = replay_game(fuzz::catalog(), game);
    fuzz::require(replay.ok(), what + " replays: " + (replay ? std::string() : replay.error()));
    return state_digest(*replay->states.back());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const Catalog& catalog = fuzz::catalog();
    fuzz::ByteChoices choices(data, size);
    std::vector<const ExpansionDef*> others;
    for (const ExpansionDef& e : catalog.expansions)
        if (e.id != "base") others.push_back(&e);
    // Which expansions join the base game: up to eight, each drawn from all of them, so that every
    // file of the catalogue can be mixed (a bit for each, drawn as one number, reached only the
    // first sixteen: ByteChoices::below reads two bytes at most).
    Setup setup;
    setup.expansions = {"base"};
    const uint32_t joining = choices.below(9);
    for (uint32_t i = 0; i < joining && !others.empty(); ++i) {
        const std::string& id = others[choices.below(static_cast<uint32_t>(others.size()))]->id;
        if (std::find(setup.expansions.begin(), setup.expansions.end(), id) == setup.expansions.end())
            setup.expansions.push_back(id);
    }
    for (const std::string& id : setup.expansions)
        for (const OptionDef& option : catalog.find_expansion(id)->options)
            if (!option.choices.empty())
                setup.options[id][option.id] =
                    option.choices[choices.below(static_cast<uint32_t>(option.choices.size()))]
                        .first;
    static const char* kColours[] = {"red", "blue", "yellow", "green", "black", "grey"};
    const uint32_t players = 2 + choices.below(5);
    for (uint32_t p = 0; p < players; ++p)
        setup.players.push_back({"P" + std::to_string(p + 1), kColours[p], ""});
    setup.seed = choices.below(1u << 16);
    auto rules = load_ruleset(setup, catalog);
    if (!rules) return 0;  // a mix the rules refuse (too many players for it...)

    GameState state = initial_state(*rules, nullptr);
    cli::GameChecker checker(*rules, state);
    ActionList legal;
    while (state.phase != Phase::GameOver && !choices.exhausted() &&
           checker.actions() < kMaxActions) {
        legal_actions(*rules, state, legal);
        fuzz::require(!legal.empty(), "a game that is not over offers an action");
        const Action action = legal[choices.below(static_cast<uint32_t>(legal.size()))];
        fuzz::require(checker.play(state, action),
                      "the invariants hold: " + joined(checker.problems()));
    }
    fuzz::require(checker.actions() < kMaxActions,
                  "a game ends within " + std::to_string(kMaxActions) + " actions");

    SaveFile save;
    save.name = "fuzz";
    save.game = GameRecord{setup, checker.records(), checker.chance()};
    save.digest = digest_to_save(*rules, state);
    auto read_back = parse_save(save_to_json(save), "fuzz.carc.json");
    fuzz::require(read_back.ok(),
                  "the save reads back: " + (read_back ? std::string() : read_back.error()));
    const auto replay = replay_game(catalog, read_back->game);
    const auto differences = verify_save(*read_back, replay);
    fuzz::require(differences.empty(), "the save replays to its digest: " + joined(differences));

    auto exported = export_jcz(catalog, save.game);
    if (!exported) return 0;  // JCloisterZone cannot represent this game; the error says what
    const JczImport imported = import_jcz(*exported, catalog);
    fuzz::require(imported.ok(), "the exported game imports: " + imported.message);
    fuzz::require(digest_of_replay(imported.game.record, "the imported game") == save.digest,
                  "the exported game imports to the same digest");
    return 0;
}
