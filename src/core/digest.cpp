// The state digest: 16 hex digits over everything that matters in a state, so that a save can
// tell when its replay reaches a different position. Every module's state enters it as the bytes
// of GameState::module_data (ModuleWithState guarantees they hold no padding). Each save version
// stores the digest its engine computed: the older ones are frozen in digest_v1.cpp and
// digest_v2.cpp, and state_digest_for picks by version (docs/save-format.md).
#include <algorithm>

#include "carc/catalog.hpp"
#include "carc/module.hpp"
#include "carc/ruleset.hpp"
#include "carc/state.hpp"
#include "digest_hash.hpp"

namespace carc {

namespace {

// How a feature kind enters the digest. In memory (`state_digest`) a kind is its number. A
// declared kind's number is its place in the catalogue's files, sorted by name, so a new file
// that sorts earlier and declares a kind renumbers the kinds after it (big-top.json's acrobats
// before bridges-castles-bazaars.json's castle): a save's digest must not move with it. Saves hash
// a kind declared before that by the number it had then (its data's `saved_as`), a kind declared
// later by a hash of its id, which no other file changes.
using KindCode = int64_t (*)(const Catalog*, FeatureKind);

int64_t kind_number(const Catalog*, FeatureKind k) { return static_cast<int64_t>(k); }

int64_t saved_kind_code(const Catalog* catalog, FeatureKind k) {
    const int i = static_cast<int>(k) - kBuiltinFeatureKinds;
    if (i < 0 || !catalog || static_cast<size_t>(i) >= catalog->declared_kinds.size()) return static_cast<int64_t>(k);
    const FeatureKindDef& kind = catalog->declared_kinds[static_cast<size_t>(i)];
    if (kind.saved_as >= 0) return kind.saved_as;
    digest_hash::Fnv name;
    for (char c : kind.id) name.byte(static_cast<uint8_t>(c));
    return static_cast<int64_t>(name.h | (1ull << 63));  // never a small number
}

// Features added to placed tiles, retyped edges, changed kinds, links and the nodes touched in
// this part, each behind a tag of its own and only when there are some.
void hash_changed_features(digest_hash::Fnv& f, const GameState& s, const Catalog* catalog, KindCode kind_code) {
    if (!s.added.empty()) {
        f.num(0xADDEDF);
        f.num(static_cast<int64_t>(s.added.size()));
        for (const AddedFeature& a : s.added) {
            f.num(a.tile);
            f.num(a.node);
            f.num(a.local);
            f.num(kind_code(catalog, a.kind));
            f.num(a.sides);
            f.num(a.halves);
        }
        for (int16_t v : s.added_attributes) f.num(v);
    }
    const auto& tiles = s.board.tiles();
    for (size_t t = 0; t < tiles.size(); ++t)
        if (tiles[t].changed & PlacedTile::kEdgesRetyped) {
            f.num(0xED9E);
            f.num(static_cast<int64_t>(t));
            f.num(tiles[t].edges);
        }
    if (!s.features.kind_changes().empty()) {
        f.num(0x1C14D);
        f.num(static_cast<int64_t>(s.features.kind_changes().size()));
        for (const KindChange& c : s.features.kind_changes()) {
            f.num(c.node);
            f.num(kind_code(catalog, c.kind));
        }
    }
    if (!s.links.empty()) {
        f.num(0x11A4ED);
        f.num(static_cast<int64_t>(s.links.size()));
        for (const FeatureLink& l : s.links) {
            f.num(l.tile);
            f.num(l.a);
            f.num(l.b);
        }
    }
    if (!s.joins.empty()) {
        f.num(0x701ED);
        f.num(static_cast<int64_t>(s.joins.size()));
        for (const FeatureJoin& j : s.joins) {
            f.num(j.tile_a);
            f.num(j.a);
            f.num(j.tile_b);
            f.num(j.b);
            f.num(j.met);
        }
    }
    if (!s.touched.empty()) {
        f.num(0x70C4ED);
        f.num(static_cast<int64_t>(s.touched.size()));
        for (int16_t n : s.touched) f.num(n);
    }
}

// What the bags hold and the outcomes drawn face down (carc/chance.hpp), each behind a tag of its
// own and only in games with a bag or a face-down outcome. What the last action drew is not part
// of the position (a replay stating it reaches the same state) and the generator is hashed with
// the pile.
void hash_chance(digest_hash::Fnv& f, const GameState& s) {
    if (!s.chance.bags.empty()) {
        f.num(0xBA65);
        f.num(static_cast<int64_t>(s.chance.bags.size()));
        for (int16_t n : s.chance.bags) f.num(n);
    }
    if (!s.chance.face_down.empty()) {
        f.num(0xFACED0);
        f.num(static_cast<int64_t>(s.chance.face_down.size()));
        for (const ChanceOutcome& o : s.chance.face_down) {
            f.num(o.source);
            f.num(o.value);
        }
    }
}

// The digest of version 4, with the kinds coded as `kind_code` says.
std::string digest_v4(const GameState& s, const Catalog* catalog, KindCode kind_code) {
    using digest_hash::Fnv;
    Fnv f;
    f.num(static_cast<int>(s.phase));
    f.num(s.step);
    f.num(s.current_player);
    f.num(s.acting_player);
    f.num(s.turn);
    f.num(s.part);
    f.num(s.phase == Phase::PlaceTile ? s.drawn : -1);
    f.num(s.placed_tile);
    digest_hash::pile_and_board(f, s);
    f.num(static_cast<int64_t>(s.pile.set_aside.size()));
    for (TileTypeId t : s.pile.set_aside) f.num(t);
    for (const Figure& fig : s.figures) {
        f.num(fig.owner);
        f.num(fig.kind);
        f.num(static_cast<int>(fig.where));
        f.num(fig.tile);
        f.num(fig.local);
        f.num(fig.place);
        f.num(fig.serial);
    }
    // Per player the counts in play, each list with its length: the game's data decides how many
    // figure kinds, token kinds and score categories there are (version 2 hashed fixed arrays).
    for (const PlayerState& p : s.players) {
        f.num(p.score);
        f.num(static_cast<int64_t>(p.supply.size()));
        for (int8_t v : p.supply) f.num(v);
        f.num(static_cast<int64_t>(p.tokens.size()));
        for (int16_t v : p.tokens) f.num(v);
        f.num(static_cast<int64_t>(p.by_category.size()));
        for (int v : p.by_category) f.num(v);
    }
    // What later versions of the state add (issue 32's changing features: features added to placed
    // tiles, links between features, changed kinds) is hashed here, and only when a game has any,
    // so that the digests of version-4 games without them stay as they are.
    hash_changed_features(f, s, catalog, kind_code);
    hash_chance(f, s);
    f.num(static_cast<int64_t>(s.module_data.size()));
    for (uint8_t b : s.module_data) f.byte(b);
    return f.hex();
}

}  // namespace

std::string state_digest(const GameState& s) { return digest_v4(s, nullptr, kind_number); }

std::string state_digest_for(int version, const Ruleset& rules, const GameState& state) {
    if (version <= 1) return state_digest_v1(rules, state);
    if (version <= 3) return state_digest_v2(rules, state);
    return digest_v4(state, rules.catalog, saved_kind_code);
}

void Module::legacy_state_bytes(int /*version*/, const Ruleset& rules, const GameState& state,
                                std::string& out) const {
    // Unchanged since: the bytes as they are, at the offset load_ruleset gives them.
    const StateLayout layout = state_layout();
    const size_t align = std::max<size_t>(1, layout.align);
    out.resize((out.size() + align - 1) / align * align, '\0');
    if (layout.size == 0) return;
    const uint8_t* mine = state.module_data.data() + rules.state_offset(*this);
    out.append(reinterpret_cast<const char*>(mine), layout.size);
}

}  // namespace carc
