#include <catch2/catch.hpp>

#include "game_builder.hpp"

using namespace carc;

namespace {
Ruleset rules_with(std::map<std::string, std::map<std::string, std::string>> options) {
    Setup s;
    s.expansions = {"base", "inns-cathedrals", "traders-builders"};
    s.players = {{"Anna", ""}, {"Ben", ""}};
    s.options = std::move(options);
    auto r = load_ruleset(s, test::catalog());
    REQUIRE(r);
    return std::move(r.value());
}
}  // namespace

TEST_CASE("expansion elements switch on and off separately", "[elements]") {
    const Ruleset all = rules_with({});
    CHECK(all.figure("large") >= 0);
    CHECK(all.figure("builder") >= 0);
    CHECK(all.figure("pig") >= 0);
    CHECK(all.tile_set.size() == 72 + 18 + 24);
    CHECK(all.tokens == std::vector<std::string>{"wine", "grain", "cloth"});
    CHECK(all.figures[static_cast<size_t>(all.figure("large"))].strength == 2);

    const Ruleset parts = rules_with({{"inns-cathedrals", {{"tiles", "false"}}},
                                      {"traders-builders", {{"builder", "false"}, {"tiles", "false"}}}});
    CHECK(parts.figure("large") >= 0);
    CHECK(parts.figure("builder") < 0);
    CHECK(parts.figure("pig") >= 0);
    CHECK(parts.tile_set.size() == 72);

    const Ruleset first = rules_with({{"inns-cathedrals", {{"edition", "1"}, {"large_meeple", "false"}}}});
    CHECK(first.figure("large") < 0);
    CHECK(std::find(first.tile_set_ids.begin(), first.tile_set_ids.end(), "inns-and-cathedrals:1") !=
          first.tile_set_ids.end());
}

TEST_CASE("Inns & Cathedrals allows a sixth player", "[elements]") {
    Setup s;
    s.expansions = {"base", "inns-cathedrals"};
    for (const char* n : {"A", "B", "C", "D", "E", "F"}) s.players.push_back({n, ""});
    CHECK(load_ruleset(s, test::catalog()));
    s.expansions = {"base"};
    auto r = load_ruleset(s, test::catalog());
    REQUIRE_FALSE(r);
    CHECK(r.error() == "6 players: this game takes 2 to 5 players");
}

namespace {
Ruleset rules_of(std::vector<std::string> expansions, std::map<std::string, std::map<std::string, std::string>> options = {}) {
    Setup s;
    s.expansions = std::move(expansions);
    s.players = {{"Anna", ""}, {"Ben", ""}};
    s.options = std::move(options);
    auto r = load_ruleset(s, test::catalog());
    if (!r) FAIL(r.error());
    return std::move(r.value());
}

std::vector<std::string> idle_ids(const Ruleset& r) {
    std::vector<std::string> out;
    for (const IdleElement& e : idle_elements(r)) out.push_back(e.expansion->id + "." + e.option->id);
    return out;
}

bool has_set(const Ruleset& r, const std::string& id) {
    return std::find(r.tile_set_ids.begin(), r.tile_set_ids.end(), id) != r.tile_set_ids.end();
}
}  // namespace

TEST_CASE("every expansion with figures or elements plays them without its tiles (issue 30 item 17)", "[elements]") {
    // Each expansion's `tiles` element takes its tile sets out of the game, whatever else is on.
    const std::map<std::string, std::string> sets = {
        {"abbey-mayor", "abbey-and-mayor:2"}, {"princess-dragon", "princess-and-dragon:2"}, {"tower", "tower:2"},
        {"king-robber", "king-and-robber:2"}, {"shrines", "cult/5"}, {"inns-cathedrals", "inns-and-cathedrals:2"},
        {"traders-builders", "traders-and-builders:2"}};
    for (const auto& [expansion, set] : sets) {
        INFO(expansion);
        CHECK(has_set(rules_of({"base", expansion}), set));
        const Ruleset without = rules_of({"base", expansion}, {{expansion, {{"tiles", "false"}}}});
        CHECK_FALSE(has_set(without, set));
        CHECK(without.tile_set.size() == 72);
    }
    // The wagon alone: the base tiles, one follower kind more, nothing else of Abbey & Mayor.
    const Ruleset wagon = rules_of({"base", "abbey-mayor"},
                                   {{"abbey-mayor", {{"tiles", "false"}, {"abbeys", "false"}, {"mayor", "false"}, {"barn", "false"}}}});
    CHECK(wagon.figure("wagon") >= 0);
    CHECK(wagon.figure("mayor") < 0);
    CHECK(wagon.figure("barn") < 0);
    CHECK(wagon.tile_set.size() == 72);
    // The neutral figures of P&D are elements too: the fairy without the dragon, and the other way.
    const Ruleset fairy = rules_of({"base", "princess-dragon"}, {{"princess-dragon", {{"tiles", "false"}, {"dragon", "false"}}}});
    CHECK(fairy.figure("fairy") >= 0);
    CHECK(fairy.figure("dragon") < 0);
    const Ruleset dragon = rules_of({"base", "princess-dragon"}, {{"princess-dragon", {{"fairy_figure", "false"}}}});
    CHECK(dragon.figure("fairy") < 0);
    CHECK(dragon.figure("dragon") >= 0);
    CHECK(has_set(dragon, "princess-and-dragon:2"));
}

TEST_CASE("an element switched on without the tiles it acts on is named with its notice", "[elements]") {
    CHECK(idle_ids(rules_of({"base", "abbot", "abbey-mayor", "princess-dragon", "tower", "king-robber", "shrines",
                             "inns-cathedrals", "traders-builders"}))
              .empty());
    // Without their expansion's tiles: the dragon (no volcano, no dragon tile), the tower pieces (no
    // foundation), the challenges (no shrine), the trade goods (no goods); the fairy, the King and
    // the Robber, the wagon, the builder and the pig act on any tiles.
    const Ruleset bare = rules_of({"base", "abbey-mayor", "princess-dragon", "tower", "king-robber", "shrines", "traders-builders"},
                                  {{"abbey-mayor", {{"tiles", "false"}}},
                                   {"princess-dragon", {{"tiles", "false"}}},
                                   {"tower", {{"tiles", "false"}}},
                                   {"king-robber", {{"tiles", "false"}}},
                                   {"shrines", {{"tiles", "false"}}},
                                   {"traders-builders", {{"tiles", "false"}}}});
    CHECK(idle_ids(bare) == std::vector<std::string>{"princess-dragon.dragon", "shrines.challenges", "tower.pieces",
                                                     "traders-builders.trade_goods"});
    for (const IdleElement& e : idle_elements(bare)) CHECK_FALSE(e.option->idle_notice.empty());
    CHECK(idle_elements(bare)[0].option->idle_notice ==
          "The dragon cannot act without its tiles: it enters the board only on a volcano and flies only when a "
          "dragon tile is placed.");
    // River II's lake has a volcano but no dragon tile: the dragon still never flies.
    CHECK(idle_ids(rules_of({"base", "river-2", "princess-dragon"}, {{"princess-dragon", {{"tiles", "false"}}}})) ==
          std::vector<std::string>{"princess-dragon.dragon"});
    // Switched off, an element needs nothing.
    CHECK(idle_ids(rules_of({"base", "tower"}, {{"tower", {{"tiles", "false"}, {"pieces", "false"}}}})).empty());
    // A draw order brings its tiles: a tower tile drawn is a foundation for the pieces.
    Setup s;
    s.expansions = {"base", "tower"};
    s.players = {{"Anna", ""}, {"Ben", ""}};
    s.options = {{"tower", {{"tiles", "false"}}}};
    s.draw_order = std::vector<std::string>{"TO/F"};
    auto drawn = load_ruleset(s, test::catalog());
    REQUIRE(drawn);
    CHECK(idle_ids(*drawn).empty());
}

TEST_CASE("what an element needs is checked when the data is read", "[elements][data]") {
    auto with_option = [](const std::string& option) {
        return R"({"format": "carcassonne-expansion", "version": 1, "id": "x", "name": "X", "summary": "S", "requires": ["base"],
                   "options": [)" + option + "]}";
    };
    auto ok = parse_expansion(with_option(R"({"id": "gold", "name": "Gold", "type": "bool", "default": true, "element": true,
        "needs_tiles": [{"tag": "volcano"}, {"attribute": ["wine", "cloth"]}], "idle_notice": "Gold needs its mines."})"), "x.json");
    INFO((ok ? "" : ok.error()));
    REQUIRE(ok);
    const OptionDef& gold = ok->options[0];
    CHECK(gold.element);
    REQUIRE(gold.needs_tiles.size() == 2);
    CHECK(gold.needs_tiles[1].what == TileNeed::What::Attribute);
    CHECK(gold.needs_tiles[1].any_of == std::vector<std::string>{"wine", "cloth"});
    CHECK(gold.idle_notice == "Gold needs its mines.");

    auto no_notice = parse_expansion(with_option(R"({"id": "gold", "name": "Gold", "type": "bool", "default": true,
        "needs_tiles": [{"tag": "volcano"}]})"), "x.json");
    REQUIRE_FALSE(no_notice);
    CHECK(no_notice.error() == "x.json: /options/0: missing key \"idle_notice\"");
    auto two_keys = parse_expansion(with_option(R"({"id": "gold", "name": "Gold", "type": "bool", "default": true,
        "needs_tiles": [{"tag": "volcano", "kind": "tower"}], "idle_notice": "?"})"), "x.json");
    REQUIRE_FALSE(two_keys);
    CHECK(two_keys.error() == "x.json: /options/0/needs_tiles/0: a need names one \"tag\", \"kind\" or \"attribute\"");
    auto on_a_choice = parse_expansion(with_option(R"({"id": "gold", "name": "Gold", "default": "a", "element": true,
        "choices": [{"value": "a", "label": "A"}]})"), "x.json");
    REQUIRE_FALSE(on_a_choice);
    CHECK(on_a_choice.error() == "x.json: /options/0/element: an element is switched on or off: its option is a \"bool\"");
    auto notice_alone = parse_expansion(with_option(R"({"id": "gold", "name": "Gold", "type": "bool", "default": true,
        "idle_notice": "?"})"), "x.json");
    REQUIRE_FALSE(notice_alone);
    CHECK(notice_alone.error() == "x.json: /options/0/idle_notice: a notice of what the switch needs comes with \"needs_tiles\"");

    // A need no tile of the catalogue can meet would always show its notice: refused.
    Catalog c = test::catalog();
    for (ExpansionDef& e : c.expansions)
        for (OptionDef& o : e.options)
            if (e.id == "tower" && o.id == "pieces") o.needs_tiles[0].any_of = {"towr"};
    auto valid = validate_catalog(c);
    REQUIRE_FALSE(valid);
    CHECK(valid.error().find("/needs_tiles/0: no tile of any expansion file has a feature of kind \"towr\"") !=
          std::string::npos);
}
