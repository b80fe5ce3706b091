#include <catch2/catch.hpp>

#include "carc/catalog.hpp"
#include "carc/ruleset.hpp"
#include "data/save.hpp"
#include "game_builder.hpp"

using namespace carc;

namespace {
std::string expansion_with_tile(const std::string& tile) {
    return R"({"format": "carcassonne-expansion", "version": 1, "id": "x", "name": "X", "summary": "s",
               "tiles": [)" + tile + "]}";
}
}  // namespace

TEST_CASE("the shipped data is complete", "[data]") {
    const Catalog& c = test::catalog();
    const ExpansionDef* base = c.find_expansion("base");
    REQUIRE(base);
    for (const TileSetDef& s : base->sets) CHECK(s.total() == 72);
    const ExpansionDef* river = c.find_expansion("river");
    REQUIRE(river);
    for (const TileSetDef& s : river->sets) CHECK(s.total() == 12);
}

TEST_CASE("expansion files are validated with file and path", "[data]") {
    auto bad_side = parse_expansion(expansion_with_tile(R"({"id": "T", "features": [{"kind": "city", "sides": "NQ"}]})"),
                                    "x.json");
    REQUIRE_FALSE(bad_side);
    CHECK(bad_side.error() == "x.json: /tiles/0/features/0/sides: \"NQ\" is not a set of sides (N E S W)");

    auto unknown = parse_expansion(R"({"format": "carcassonne-expansion", "version": 1, "id": "x", "name": "X",
                                       "summary": "s", "colour": "red"})", "x.json");
    REQUIRE_FALSE(unknown);
    CHECK(unknown.error() == "x.json: /colour: unknown key \"colour\"");

    auto overlap = parse_expansion(expansion_with_tile(
        R"({"id": "T", "features": [{"kind": "city", "sides": "N"}, {"kind": "road", "sides": "N S"},
           {"kind": "field", "halves": "EL ER WL WR SL SR"}]})"), "x.json");
    REQUIRE_FALSE(overlap);
    CHECK(overlap.error() == "x.json: /tiles/0/features/1/sides: side N already belongs to another feature");

    auto dangling = parse_expansion(expansion_with_tile(
        R"({"id": "T", "features": [{"kind": "city", "sides": "N"},
           {"kind": "field", "halves": "EL ER WL WR SL SR", "cities": ["S"]}]})"), "x.json");
    REQUIRE_FALSE(dangling);
    CHECK(dangling.error() == "x.json: /tiles/0/features/1/cities/0: no city of this tile touches side S");

    // A shared side (HS/CC!.v's small city reaching the north side) is another city's side.
    auto shares_nothing = parse_expansion(expansion_with_tile(
        R"({"id": "T", "features": [{"kind": "city", "sides": "E", "shares_sides": "N"},
           {"kind": "field", "halves": "NL NR WL WR SL SR"}]})"), "x.json");
    REQUIRE_FALSE(shares_nothing);
    CHECK(shares_nothing.error() == "x.json: /tiles/0/features/0/shares_sides: side N shows no other city");
    auto shares_itself = parse_expansion(expansion_with_tile(
        R"({"id": "T", "features": [{"kind": "city", "sides": "N E", "shares_sides": "N"},
           {"kind": "field", "halves": "WL WR SL SR"}]})"), "x.json");
    REQUIRE_FALSE(shares_itself);
    CHECK(shares_itself.error() == "x.json: /tiles/0/features/0/shares_sides: a city shares no side with itself");
    auto road_shares = parse_expansion(expansion_with_tile(
        R"({"id": "T", "features": [{"kind": "road", "sides": "N", "shares_sides": "S"}]})"), "x.json");
    REQUIRE_FALSE(road_shares);
    CHECK(road_shares.error() == "x.json: /tiles/0/features/0/shares_sides: only a city shares a side with another city");

    auto hole = parse_expansion(expansion_with_tile(
        R"({"id": "T", "features": [{"kind": "city", "sides": "N"}, {"kind": "field", "halves": "EL ER WL WR"}]})"),
        "x.json");
    REQUIRE_FALSE(hole);
    CHECK(hole.error() == "x.json: /tiles/0: half-edge SL belongs to no field");

    auto not_json = parse_expansion("{\"format\": ", "x.json");
    REQUIRE_FALSE(not_json);
    CHECK(not_json.error().rfind("x.json: not valid JSON", 0) == 0);

    auto version = parse_expansion(R"({"format": "carcassonne-expansion", "version": 9})", "x.json");
    REQUIRE_FALSE(version);
    CHECK(version.error() == "x.json: /version: version 9 is not supported (expected 1)");
}

TEST_CASE("figure tags are read and validated with file and path (docs/data-format.md)", "[data]") {
    const ExpansionDef* pd = test::catalog().find_expansion("princess-dragon");
    REQUIRE(pd);
    for (const FigureDef& f : pd->figures) CHECK(f.has_tag("devours") == (f.id == "dragon"));

    auto with_tags = [](const std::string& tags) {
        return parse_expansion(R"({"format": "carcassonne-expansion", "version": 1, "id": "x", "name": "X", "summary": "s",
            "figures": [{"id": "f", "name": "F", "count": 1}, {"id": "g", "name": "G", "count": 1, "tags": )" + tags + "}]}",
                               "x.json");
    };
    auto good = with_tags(R"(["devours", "flies-far"])");
    REQUIRE(good);
    CHECK(good->figures[0].tags.empty());
    CHECK(good->figures[1].has_tag("flies-far"));
    CHECK_FALSE(good->figures[1].has_tag("flies"));

    auto upper = with_tags(R"(["Devours"])");
    REQUIRE_FALSE(upper);
    CHECK(upper.error() == "x.json: /figures/1/tags/0: \"Devours\": a figure tag is lower case letters and -");
    auto twice = with_tags(R"(["devours", "devours"])");
    REQUIRE_FALSE(twice);
    CHECK(twice.error() == "x.json: /figures/1/tags/1: \"devours\" listed twice");
    auto not_list = with_tags(R"("devours")");
    REQUIRE_FALSE(not_list);
    CHECK(not_list.error() == "x.json: /figures/1/tags: expected an array, found a string");
    auto not_word = with_tags("[3]");
    REQUIRE_FALSE(not_word);
    CHECK(not_word.error().rfind("x.json: /figures/1/tags/0: expected a string", 0) == 0);
}

TEST_CASE("setups are checked against the catalogue", "[data]") {
    Setup s;
    s.players = {{"Anna", ""}, {"Ben", ""}};
    s.expansions = {"abbot"};
    auto r = load_ruleset(s, test::catalog());
    REQUIRE_FALSE(r);
    CHECK(r.error() == "The Abbot needs the expansion \"base\"");
    s.expansions = {"base"};
    s.options["base"]["farmers"] = "maybe";
    r = load_ruleset(s, test::catalog());
    REQUIRE_FALSE(r);
    CHECK(r.error() == "\"maybe\" is not a value of option base.farmers");
    s.options.clear();
    s.draw_order = std::vector<std::string>{"RI.1/II"};
    r = load_ruleset(s, test::catalog());
    REQUIRE_FALSE(r);
    CHECK(r.error() == "draw order, tile 1: tile \"RI.1/II\" belongs to The River, which is not in this game");
    // Start tiles: one per square (a .jcz or a save may list them).
    s.draw_order.reset();
    s.start = {{"BA/RCr", {0, 0}, 0}, {"BA/C", {0, -1}, 2}, {"BA/L", {0, 0}, 0}};
    r = load_ruleset(s, test::catalog());
    REQUIRE_FALSE(r);
    CHECK(r.error() == "start tile 3: the square (0, 0) already holds start tile 1");
    s.start.pop_back();
    CHECK(load_ruleset(s, test::catalog()));
}

TEST_CASE("a game takes at least two players (002 lines 14-15)", "[data]") {
    Setup s;
    s.expansions = {"base", "inns-cathedrals"};
    s.players = {{"Anna", ""}};
    auto r = load_ruleset(s, test::catalog());
    REQUIRE_FALSE(r);
    CHECK(r.error() == "1 player: this game takes 2 to 6 players");
    s.players.clear();
    r = load_ruleset(s, test::catalog());
    REQUIRE_FALSE(r);
    CHECK(r.error() == "0 players: this game takes 2 to 6 players");
    s.players = {{"Anna", ""}, {"Ben", ""}};
    CHECK(load_ruleset(s, test::catalog()));
}

TEST_CASE("garden features exist only with the Abbot", "[data]") {
    Setup s;
    s.players = {{"Anna", ""}, {"Ben", ""}};
    auto plain = load_ruleset(s, test::catalog());
    REQUIRE(plain);
    CHECK(plain->tiles[*plain->tile("BA/RFrG")].features.size() == 3);  // road and two fields
    s.expansions = {"base", "abbot"};
    auto with_abbot = load_ruleset(s, test::catalog());
    REQUIRE(with_abbot);
    CHECK(with_abbot->tiles[*with_abbot->tile("BA/RFrG")].features.size() == 4);
}

TEST_CASE("damaged saves are refused with the file and the problem", "[save]") {
    CHECK(parse_save("", "a.carc.json").error() == "a.carc.json: the file is empty");
    CHECK(parse_save("{\"format\": \"carcassonne-save\", \"vers", "a.carc.json").error() ==
          "a.carc.json: the file is truncated (at byte 37)");
    CHECK(parse_save("[1, 2]", "a.carc.json").error() == "a.carc.json: /: expected an object, found an array");
    CHECK(parse_save(R"({"format": "something-else"})", "a.carc.json").error() ==
          "a.carc.json: /format: this is not a Carcassonne save (expected format \"carcassonne-save\")");
    CHECK(parse_save(R"({"format": "carcassonne-save", "version": 7})", "a.carc.json").error() ==
          "a.carc.json: /version: made by a newer version of the program (save version 7, this "
          "program reads up to 5)");
    const std::string ok_head = R"({"format": "carcassonne-save", "version": 1,
        "setup": {"expansions": ["base"], "players": [{"name": "A"}], "seed": 3}, "actions": [)";
    CHECK(parse_save(ok_head + R"({"type": "place", "x": "one", "y": 0, "rotation": 0}]})", "a.carc.json").error() ==
          "a.carc.json: /actions/0/x: expected an integer, found a string");
    CHECK(parse_save(ok_head + R"({"type": "Fly!"}]})", "a.carc.json").error() ==
          "a.carc.json: /actions/0/type: \"Fly!\" is not an action type (place, deploy, pass, return, move_dragon…)");
    // A well-formed type that no expansion of the game declares is refused by the replay, never
    // read as a pass.
    auto fly = parse_save(ok_head + R"({"type": "place", "x": 0, "y": -1, "rotation": 2}, {"type": "fly"}]})", "a.carc.json");
    REQUIRE(fly);
    fly->game.setup.draw_order = std::vector<std::string>{"BA/C", "BA/C"};
    fly->game.setup.players.push_back({"B", ""});
    auto replay = replay_game(test::catalog(), fly->game);
    REQUIRE_FALSE(replay);
    CHECK(replay.error() == "action 2: unknown action type \"fly\" (this game knows place, deploy, pass)");
    auto good = parse_save(ok_head + "]}", "a.carc.json");
    REQUIRE(good);
    CHECK(good->game.setup.seed == 3);
}

TEST_CASE("a save written and read back is the same game", "[save]") {
    SaveFile s;
    s.name = "test";
    s.game.setup.players = {{"Anna", "red"}, {"Ben", "blue"}};
    s.game.setup.seed = 42;
    s.game.setup.options["base"]["farmers"] = "false";
    ActionRecord place;
    place.type = "place";
    place.tile = "BA/C";
    place.pos = Pos{0, -1};
    place.rotation = 2;
    s.game.actions.push_back(place);
    auto back = parse_save(save_to_json(s), "mem");
    REQUIRE(back);
    CHECK(back->name == "test");
    CHECK(back->game.setup.players[1].color == "blue");
    CHECK(back->game.setup.options["base"]["farmers"] == "false");
    REQUIRE(back->game.actions.size() == 1);
    CHECK(back->game.actions[0].tile == "BA/C");
    CHECK(back->game.actions[0].rotation == 2);
    CHECK(*back->game.actions[0].pos == Pos{0, -1});
}

TEST_CASE("saves naming the expansions by their early ids still open", "[save]") {
    const std::string old_ids = R"({"format": "carcassonne-save", "version": 1, "setup": {
        "expansions": ["base", "inns_cathedrals", "traders_builders"],
        "options": {"inns_cathedrals": {"large_meeple": false}, "traders_builders": {"builder": false}},
        "players": [{"name": "Anna"}, {"name": "Ben"}], "seed": 5}, "actions": []})";
    auto save = parse_save(old_ids, "old.carc.json");
    REQUIRE(save);
    const Setup& setup = save->game.setup;
    CHECK(setup.expansions == std::vector<std::string>{"base", "inns-cathedrals", "traders-builders"});
    CHECK(setup.options.at("inns-cathedrals").at("large_meeple") == "false");
    CHECK(setup.options.at("traders-builders").at("builder") == "false");
    CHECK(setup.options.count("inns_cathedrals") == 0);
    // And the catalogue knows them by the new ids only, so the setup builds a game.
    CHECK(test::catalog().find_expansion("inns-cathedrals"));
    CHECK_FALSE(test::catalog().find_expansion("inns_cathedrals"));
    CHECK(load_ruleset(setup, test::catalog()));
}

TEST_CASE("bare half-edges and start blocks are validated (the City of Carcassonne's squares)", "[data]") {
    auto inner_edge = parse_expansion(expansion_with_tile(
        R"({"id": "T", "bare": "SL SR", "features": [{"kind": "city", "sides": "N"}, {"kind": "field", "halves": "EL ER WL WR"}]})"),
        "x.json");
    CHECK(inner_edge);

    auto bare_field = parse_expansion(expansion_with_tile(
        R"({"id": "T", "bare": "SL EL", "features": [{"kind": "city", "sides": "N"}, {"kind": "field", "halves": "EL ER WL WR SL SR"}]})"),
        "x.json");
    REQUIRE_FALSE(bare_field);
    CHECK(bare_field.error() == "x.json: /tiles/0/bare: EL.SL belongs to a field");

    const std::string tile = R"({"id": "T", "features": [{"kind": "field", "halves": "NL NR EL ER SL SR WL WR"}]})";
    auto unknown_tile = parse_expansion(R"({"format": "carcassonne-expansion", "version": 1, "id": "x", "name": "X", "summary": "s",
        "tiles": [)" + tile + R"(], "start_block": [{"tile": "Q", "x": 0, "y": 0}]})", "x.json");
    REQUIRE_FALSE(unknown_tile);
    CHECK(unknown_tile.error() == "x.json: /start_block/0/tile: no tile \"Q\" in this file");

    auto same_square = parse_expansion(R"({"format": "carcassonne-expansion", "version": 1, "id": "x", "name": "X", "summary": "s",
        "tiles": [)" + tile + R"(], "start_block": [{"tile": "T", "x": 0, "y": 0}, {"tile": "T", "x": 0, "y": 0, "rotation": 1}]})", "x.json");
    REQUIRE_FALSE(same_square);
    CHECK(same_square.error() == "x.json: /start_block/1/x: two start squares at one position");

    auto turned = parse_expansion(R"({"format": "carcassonne-expansion", "version": 1, "id": "x", "name": "X", "summary": "s",
        "tiles": [)" + tile + R"(], "start_block": [{"tile": "T", "x": 0, "y": 0, "rotation": 4}]})", "x.json");
    REQUIRE_FALSE(turned);
    CHECK(turned.error() == "x.json: /start_block/0/rotation: expected 0..3 quarter turns");

    // The shipped City: 12 squares, the quarters' square CO/7 at JCloisterZone's (0, 0).
    const ExpansionDef* count = test::catalog().find_expansion("count");
    REQUIRE(count);
    REQUIRE(count->start_block.size() == 12);
    for (const ExpansionDef::StartSquare& sq : count->start_block)
        if (sq.tile == "CO/7") CHECK((sq.pos.x == 0 && sq.pos.y == 0));
    for (const TileSetDef& s : count->sets) CHECK(s.total() == 12);
}

TEST_CASE("two files may declare one attribute alike, never otherwise", "[data]") {
    // The half-cities drawn larger carry `no-castle` in five files (JCZ's castle-base="false"),
    // each declaring it, so that a game of any of them without the castles still loads.
    const Catalog& c = test::catalog();
    int declaring = 0;
    for (const ExpansionDef& e : c.expansions)
        for (const AttributeDef& a : e.attributes) declaring += a.id == "no-castle";
    CHECK(declaring == 5);
    CHECK(validate_catalog(c));

    Catalog bad = c;
    for (ExpansionDef& e : bad.expansions)
        for (AttributeDef& a : e.attributes)
            if (e.id == "hills-sheep" && a.id == "no-castle") a.merge = AttributeDef::Merge::Add;
    auto otherwise = validate_catalog(bad);
    REQUIRE_FALSE(otherwise);
    CHECK(otherwise.error().find("hills-sheep.json: attribute \"no-castle\" is declared otherwise in ") !=
          std::string::npos);
}

TEST_CASE("a tile set that replaces others keeps them out of the game", "[data]") {
    // The Winter Edition's set `winter` is a whole base game: played instead of `basic:2`.
    Setup s;
    s.players = {{"Anna", ""}, {"Ben", ""}};
    s.expansions = {"base", "winter"};
    auto r = load_ruleset(s, test::catalog());
    REQUIRE(r);
    CHECK(r->tile_set_ids == std::vector<std::string>{"winter"});
    CHECK(r->tile_set.size() == 84);
    const auto copies = [&](const std::string& id) {
        return std::count(r->tile_set.begin(), r->tile_set.end(), *r->tile(id));
    };
    CHECK(copies("BA/Cc.1") == 3);  // the first edition's count, no garden tile beside it
    CHECK(copies("BA/CcG") == 0);
    CHECK(copies("WI/RCc.i") == 1);

    // A replaced set must exist.
    Catalog c = test::catalog();
    for (ExpansionDef& e : c.expansions)
        for (TileSetDef& set : e.sets)
            if (set.id == "winter") set.replaces = {"basic:9"};
    auto valid = validate_catalog(c);
    REQUIRE_FALSE(valid);
    CHECK(valid.error().find("/replaces: no tile set \"basic:9\" in any expansion file") != std::string::npos);
    auto itself = parse_expansion(R"({"format": "carcassonne-expansion", "version": 1, "id": "x", "name": "X",
        "summary": "s", "sets": [{"id": "x", "replaces": ["x"], "tiles": {"BA/C": 1}}]})", "x.json");
    REQUIRE_FALSE(itself);
    CHECK(itself.error().find("a tile set cannot replace itself") != std::string::npos);
}
