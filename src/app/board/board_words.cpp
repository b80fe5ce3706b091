#include "board/board_words.hpp"

#include <cmath>
#include <cstdlib>
#include <utility>
#include <vector>

#include "board/tile_geometry.hpp"
#include "board/tile_marks.hpp"
#include "shell/i18n.hpp"

namespace carc::app {

namespace {

std::string tiles_towards(int count, const char* direction) {
    return fill(P_("{count} tile {direction}", "{count} tiles {direction}", count),
                {{"count", std::to_string(count)}, {"direction", tr(direction)}});
}

// "north", "north and east", "east, south and west": the words a list of sides reads as.
std::string listed(const std::vector<std::string>& words) {
    std::string list;
    for (size_t i = 0; i < words.size(); ++i)
        list = i == 0 ? words[i]
                      : fill(i + 1 == words.size() ? _("{list} and {last}") : _("{list}, {last}"),
                             {{"list", list}, {"last", words[i]}});
    return list;
}

// Where a field touching these half-edges lies on its tile: the direction of the middle of its
// half-edges, seen from the tile's centre (a field all around the tile has none).
std::string halves_words(HalfMask halves) {
    // Each half-edge's midpoint in tile units (0..100, y down), in kHalfEdgeNames' order: looking
    // out of the tile across a side, L is the half on the left.
    static constexpr float kMidpoints[8][2] = {{25, 0},   {75, 0},  {100, 25}, {100, 75},
                                               {75, 100}, {25, 100}, {0, 75},  {0, 25}};
    float x = 0, y = 0;
    int n = 0;
    for (int h = 0; h < 8; ++h)
        if (halves & (1u << h)) {
            x += kMidpoints[h][0];
            y += kMidpoints[h][1];
            ++n;
        }
    if (n == 0) return {};
    x /= static_cast<float>(n);
    y /= static_cast<float>(n);
    if (std::hypot(x - 50, y - 50) < 13) return _("all around the tile");
    static const char* kWords[] = {N_("east"), N_("south-east"), N_("south"), N_("south-west"),
                                   N_("west"), N_("north-west"), N_("north"), N_("north-east")};
    const float turn = std::atan2(y - 50, x - 50) / (2 * 3.14159265f);  // east 0, south 0.25
    return tr(kWords[static_cast<int>(std::lround(turn * 8)) & 7]);
}

bool is_tile_id(const Ruleset& rules, std::string_view id) { return rules.tile(id).has_value(); }

}  // namespace

std::string exact_offset_words(Pos from, Pos to) {
    const int dx = to.x - from.x, dy = to.y - from.y;
    const char* vertical = dy < 0 ? N_("north") : N_("south");
    const char* horizontal = dx > 0 ? N_("east") : N_("west");
    if (dx == 0 && dy == 0) return {};
    if (dx == 0) return tiles_towards(std::abs(dy), vertical);
    if (dy == 0) return tiles_towards(std::abs(dx), horizontal);
    if (std::abs(dx) == std::abs(dy)) {
        static const char* kDiagonals[2][2] = {{N_("north-west"), N_("north-east")},
                                               {N_("south-west"), N_("south-east")}};
        return tiles_towards(std::abs(dx), kDiagonals[dy > 0][dx > 0]);
    }
    // The longer way first: "3 tiles west and 1 tile south".
    std::string first = tiles_towards(std::abs(dy), vertical), second = tiles_towards(std::abs(dx), horizontal);
    if (std::abs(dx) > std::abs(dy)) std::swap(first, second);
    return fill(_("{list} and {last}"), {{"list", first}, {"last", second}});
}

std::string square_words(const Ruleset* rules, Pos p) {
    const Pos start = rules && !rules->setup.start.empty() ? rules->setup.start.front().pos : Pos{0, 0};
    if (p == start) return _("the start tile");
    return fill(_("{where} of the start"), {{"where", exact_offset_words(start, p)}});
}

std::string location_words(std::string_view code) {
    if (code.empty()) return {};
    if (code.front() == 'I') {
        if (code.find_first_not_of('I') != std::string_view::npos) return std::string(code);
        return code.size() == 1 ? std::string(_("in the middle"))
                                : fill(_("in the middle ({number})"), {{"number", std::to_string(code.size())}});
    }
    if (code.find('L') != std::string_view::npos || code.find('R') != std::string_view::npos) {
        if (const auto halves = parse_half_mask(code)) {
            const std::string words = halves_words(*halves);
            if (!words.empty()) return words;
        }
        return std::string(code);
    }
    const auto sides = parse_side_mask(code);
    if (!sides) return std::string(code);
    if ((*sides & 0xF) == 0xF) return _("on all four sides");
    std::vector<std::string> words;
    for (Side s : {Side::N, Side::E, Side::S, Side::W})
        if (*sides & side_bit(s)) words.push_back(tr(side_word(s)));
    return words.empty() ? std::string(code) : listed(words);
}

std::string tile_words(const Ruleset& rules, std::string_view id) {
    const auto type = rules.tile(id);
    if (!type) return std::string(id);
    return describe_tile(rules.tiles[*type], tile_marks(rules));
}

Message in_board_words(const Ruleset* rules, Message m) {
    for (MessageArg& a : m.args) {
        if (const auto* sq = std::get_if<arg::Square>(&a.value)) {
            a.value = arg::Text{square_words(rules, sq->pos)};
        } else if (const auto* n = std::get_if<arg::Nested>(&a.value); n && n->message) {
            a.value = nested(in_board_words(rules, *n->message));
        } else if (const auto* t = std::get_if<arg::Text>(&a.value)) {
            if (a.name == "location")
                a.value = arg::Text{location_words(t->text)};
            else if (a.name == "tile" && rules && is_tile_id(*rules, t->text))
                a.value = arg::Text{tile_words(*rules, t->text)};
        }
    }
    return m;
}

}  // namespace carc::app
