// How an imported game draws (docs/jcz.md, "The draw order"): JCZ's draw order, the rest of JCZ's
// pack after it, the cut at gameAnnotations.endTurn, and our own exports' seed.
#include <algorithm>
#include <map>

#include "carc/engine.hpp"
#include "import_parts.hpp"

namespace carc::jcz_import {

using jcz::kEndOfDrawOrder;

namespace {

std::vector<std::string> tile_ids(const Ruleset& rules, const std::vector<TileTypeId>& tiles) {
    std::vector<std::string> out;
    out.reserve(tiles.size());
    for (TileTypeId t : tiles) out.push_back(rules.tiles[t].id);
    return out;
}

// The rest of JCZ's pack once `drawn` is out of it. JCZ's pack is the tiles of the game's sets
// minus the start tiles laid out (in a River game that includes the base start tile, which our
// River leaves in the box). The rest is laid out in our stacks (the river first...), each shuffled
// from the seed, so that the same file always gives the same game; a tile none of our stacks
// holds joins the last one, as JCZ shuffles it among the land tiles.
std::vector<std::string> rest_of_pack(const Catalog& catalog, Setup s,
                                      const std::vector<std::string>& drawn,
                                      std::vector<std::string>& notes) {
    s.draw_order.reset();
    auto rules = load_ruleset(s, catalog);
    if (!rules) unsupported("setup: " + rules.error());
    const GameState state = initial_state(*rules, nullptr);
    std::map<TileTypeId, int> pack;
    for (TileTypeId t : rules->tile_set) ++pack[t];
    for (const PlacedTile& t : state.board.tiles())
        if (pack[t.type] > 0) --pack[t.type];
    int extra = 0;
    for (const std::string& id : drawn) {
        auto t = rules->tile(id);
        if (t && pack[*t] > 0)
            --pack[*t];
        else
            ++extra;
    }
    if (extra)
        notes.push_back(std::to_string(extra) +
                        " drawn tiles are not in the game's tile sets as we count them");
    std::vector<std::vector<TileTypeId>> stacks;
    size_t begin = 0;
    for (uint16_t end : state.pile.stack_ends) {
        stacks.emplace_back();
        for (size_t i = begin; i < end; ++i) {
            const TileTypeId t = state.pile.tiles[i];
            if (pack[t] > 0) {
                stacks.back().push_back(t);
                --pack[t];
            }
        }
        begin = end;
    }
    if (stacks.empty()) stacks.emplace_back();
    for (TileTypeId t : rules->tile_set)
        if (pack[t] > 0) {
            stacks.back().push_back(t);
            --pack[t];
        }
    Rng rng{s.seed};
    std::vector<std::string> out;
    for (auto& stack : stacks) {
        for (size_t i = stack.size(); i > 1; --i) std::swap(stack[i - 1], stack[rng.below(static_cast<uint32_t>(i))]);
        for (TileTypeId t : stack) out.push_back(rules->tiles[t].id);
    }
    return out;
}

}  // namespace

// Chooses how our game draws, as JCZ's pack does (docs/jcz.md, "The draw order"): the file's draw
// order, which ends the game when it ends with "#END" and is otherwise followed by the rest of
// JCZ's pack; without a draw order, the placed tiles followed by the rest of the pack; cut at
// gameAnnotations.endTurn. A file our exporter wrote from a shuffled game comes back with that
// game's own seed and no fixed order when the seed reproduces the draw order exactly.
void choose_draw_order(const JczFile& f, const Catalog& catalog, Setup& s, std::vector<std::string>& notes) {
    std::vector<const JczMessage*> placements;
    for (const JczMessage& m : f.messages)
        if (m.type == "PLACE_TILE" && !m.codec) placements.push_back(&m);  // not the abbey: it is not drawn
    auto draws_on = [&](std::vector<std::string>& order, const std::string& why) {
        const std::vector<std::string> rest = rest_of_pack(catalog, s, order, notes);
        if (rest.empty()) return;
        notes.push_back(why + (rest.size() == 1
                                   ? ": the tile left in its pack follows"
                                   : ": the " + std::to_string(rest.size()) +
                                         " tiles left in its pack follow in a shuffled order"));
        order.insert(order.end(), rest.begin(), rest.end());
    };
    if (!f.draw_order) {
        std::vector<std::string> order;
        for (const JczMessage* m : placements) order.push_back(m->tile);
        draws_on(order,
                 "the file has no draw order (tiles JCZ discarded are not recorded and are among "
                 "the rest)");
        s.draw_order = std::move(order);
        return;
    }
    std::vector<std::string> given = *f.draw_order;
    const bool ends_there = !given.empty() && given.back() == kEndOfDrawOrder;
    if (ends_there) given.pop_back();
    for (size_t i = 0; i < given.size(); ++i)
        if (given[i] == kEndOfDrawOrder)
            json_read::fail(
                "/gameAnnotations/drawOrder/" + std::to_string(i),
                std::string(kEndOfDrawOrder) + " ends a draw order: it can only be its last entry");
    // Each placement takes the first draw of its tile not taken yet. Tiles are placed in the
    // order drawn, except those drawn together and placed as the turns go round (a bazaar's row).
    size_t next = 0;  // past the last draw taken
    std::vector<bool> taken(given.size(), false);
    for (const JczMessage* m : placements) {
        size_t j = 0;
        while (j < given.size() && (taken[j] || given[j] != m->tile)) ++j;
        // Every draw of the order placed and the order not ended: JCZ drew this one from the rest
        // of its pack (its generator chose it), so it comes next in our order too.
        if (j == given.size() && !ends_there && std::find(taken.begin(), taken.end(), false) == taken.end()) {
            given.push_back(m->tile);
            taken.push_back(false);
        }
        if (j == given.size())
            json_read::fail(m->path + "/payload/tileId",
                            m->tile + " is not in gameAnnotations.drawOrder, or each of its draws is placed already");
        taken[j] = true;
        next = std::max(next, j + 1);
    }
    if (f.our_seed) s.seed = *f.our_seed;
    std::vector<std::string> order = given;
    // Our export's tiles under hills: JCZ draws every tile of a draw order that ends with "#END"
    // and counts the tiles under hills off the rest of its pack, ours take the last tiles of the
    // order, so they follow it, the first hill's last.
    if (ends_there) order.insert(order.end(), f.out_of_play.rbegin(), f.out_of_play.rend());
    std::optional<size_t> limit;  // draws before the game ends at endTurn
    if (f.end_turn) {
        const size_t turns = static_cast<size_t>(*f.end_turn);
        if (turns < placements.size())
            json_read::fail("/gameAnnotations/endTurn", "the game ends after turn " + std::to_string(turns) +
                                                            " but the replay places " + std::to_string(placements.size()) +
                                                            " tiles");
        limit = next + (turns - placements.size());
    }
    if (!ends_there && (!limit || *limit > order.size()))
        draws_on(order, "the draw order does not end with \"" + std::string(kEndOfDrawOrder) +
                            "\", so JCZ draws on");
    if (limit) {
        order.resize(std::min(order.size(), *limit));
        s.draw_order = std::move(order);
        return;
    }
    if (f.our_seed) {
        // Our own export: the seed comes back in any case (it is part of the state), and when it
        // shuffles the tile sets into exactly this draw order, the game was a shuffled one.
        s.draw_order.reset();
        // Untouched by JCZ's pack rules: every placement is checked against our draw in the replay.
        if (f.our_shuffle && ends_there) return;
        auto rules = load_ruleset(s, catalog);
        if (rules && tile_ids(*rules, draw_sequence(initial_state(*rules, nullptr))) == order)
            return;
    }
    s.draw_order = std::move(order);
}

}  // namespace carc::jcz_import
