#include "board/choice_layer.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <functional>

#include "board/board_words.hpp"
#include "carc/module.hpp"
#include "expansions/expansion_view.hpp"
#include "shell/i18n.hpp"

namespace carc::app {

namespace {

std::optional<ChoiceTarget> target_of(const Ruleset& rules, const GameState& s, const Action& a) {
    if (is_place(a) || is_pass(a) || !a.def || chosen_off_board(a)) return std::nullopt;
    // An expansion's action whose place its view knows (a tower piece, a barn's corner, a quarter).
    if (auto t = find_choice_target(rules, s, a)) {
        if (t->off_board) return std::nullopt;
        return t;
    }
    // A place off the tiles that no view lays out has nowhere to be chosen.
    if (a.place >= 0 && a.feature < 0) return std::nullopt;
    if (!s.board.occupied(a.pos)) return std::nullopt;
    if (is_deploy(a)) return ChoiceTarget{a.pos, a.feature, false, a.figure};
    return ChoiceTarget{a.pos, a.feature, true, a.figure};  // a figure taken back, a fairy, a dragon...
}

// The engine's message with every board position (its coordinates, which the board does not
// show) said in the board's own terms by `words`.
Message in_board_terms(Message m, const std::function<std::string(Pos)>& words) {
    for (MessageArg& a : m.args) {
        if (const auto* sq = std::get_if<arg::Square>(&a.value))
            a.value = arg::Text{words(sq->pos)};
        else if (const auto* n = std::get_if<arg::Nested>(&a.value); n && n->message)
            a.value = nested(in_board_terms(*n->message, words));
    }
    return m;
}

// Where a figure on a whole tile goes from, when the action moves one (a dragon's step): the
// action is tried on a copy of the state, as the engine would apply it.
std::optional<Pos> moved_from(const Ruleset& rules, const GameState& s, const Action& a) {
    GameState after = s;
    apply_in_place(rules, after, a, nullptr);
    for (const Figure& f : s.figures) {
        if (f.where != FigureWhere::OnTile) continue;
        for (const Figure& g : after.figures)
            if (g.where == FigureWhere::OnTile && g.kind == f.kind && g.serial == f.serial &&
                g.owner == f.owner && g.tile != f.tile && after.board.tile(g.tile).pos == a.pos)
                return s.board.tile(f.tile).pos;
    }
    return std::nullopt;
}


// Markers are apart when not even the squares around their circles meet, so that what they
// cover on screen (and a click's target) never overlaps.
bool apart(Vec2 a, Vec2 b, float d) { return std::abs(a.x - b.x) >= d || std::abs(a.y - b.y) >= d; }

}  // namespace

std::string figure_in_text(const Ruleset& rules, int figure) {
    std::string english = figure >= 0 ? rules.figures[static_cast<size_t>(figure)].name : std::string("figure");
    if (!english.empty() && english[0] >= 'A' && english[0] <= 'Z')
        english[0] = static_cast<char>(english[0] - 'A' + 'a');
    return tr(english);
}

bool chosen_off_board(const Action& a) {
    if (!a.def || a.def->fields().empty()) return false;
    const auto fields = a.def->fields();
    return std::none_of(fields.begin(), fields.end(),
                        [](const FieldDef& f) { return f.kind == FieldKind::Square; });
}

std::string option_text(const ChoiceOption& o) {
    if (o.role.empty()) return o.label;
    std::string lower_label = o.label, lower_role = o.role;
    for (char& c : lower_label) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (char& c : lower_role) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lower_role.find(lower_label) != std::string::npos) return capitalised(o.role);
    return fill(_("{figure} ({role})"), {{"figure", o.label}, {"role", o.role}});
}

std::string compass_word(Vec2 p) {
    const float dx = p.x - 50, dy = p.y - 50;
    if (std::hypot(dx, dy) < 13) return _("middle");
    static const char* kWords[] = {N_("east"), N_("south-east"), N_("south"), N_("south-west"),
                                   N_("west"), N_("north-west"), N_("north"), N_("north-east")};
    const float turn = std::atan2(dy, dx) / (2 * 3.14159265f);  // east 0, south 0.25
    const int octant = static_cast<int>(std::lround(turn * 8)) & 7;
    return _(kWords[octant]);
}

std::string relative_words(Pos from, Pos to, bool definite) {
    const int dx = to.x - from.x, dy = to.y - from.y;
    const int steps = std::max(std::abs(dx), std::abs(dy));
    if (steps == 0) return _("this tile");
    if (steps > 1) return exact_offset_words(from, to);  // exact: no two squares read the same
    const std::string dir = (dy < 0   ? "north"
                             : dy > 0 ? "south"
                                      : "") +
                            std::string(dx != 0 && dy != 0 ? "-" : "") +
                            (dx > 0   ? "east"
                             : dx < 0 ? "west"
                                      : "");
    return fill(definite ? _("the next tile {direction}") : _("next tile {direction}"), {{"direction", tr(dir)}});
}

std::vector<ChoicePlace> figure_places(const Ruleset& rules, const GameState& s,
                                       const ActionList& legal) {
    std::vector<ChoicePlace> places;
    const bool placed = s.placed_tile >= 0;
    const Pos new_tile = placed ? s.board.tile(s.placed_tile).pos : Pos{};
    for (const Action& a : legal) {
        const auto t = target_of(rules, s, a);
        if (!t) continue;
        const PlacedTile* tile = s.board.at(t->tile);
        if (!tile && t->place < 0) continue;
        auto it = std::find_if(places.begin(), places.end(), [&](const ChoicePlace& p) {
            return p.tile == t->tile && p.local == t->local && p.take_back == t->take_back &&
                   p.corner == t->corner && p.place == t->place;
        });
        if (it == places.end() && t->place >= 0) {
            ChoicePlace p;
            p.tile = t->tile;
            p.place = t->place;
            p.take_back = t->take_back;
            p.title = capitalised(tr(rules.places[static_cast<size_t>(t->place)].name));
            places.push_back(std::move(p));
            it = places.end() - 1;
        } else if (it == places.end()) {
            ChoicePlace p;
            p.tile = t->tile;
            p.local = t->local;
            p.take_back = t->take_back;
            p.corner = t->corner;
            if (t->local >= 0)
                p.kind = kind_at(s, s.board.tile_index(t->tile), t->local);
            p.title =
                t->local >= 0 ? capitalised(tr(rules.catalog->kind_noun(p.kind))) : std::string(_("Tile"));
            if (!p.take_back && placed && p.tile != new_tile)
                p.title += " · " + relative_words(new_tile, p.tile);
            if (p.corner >= 0)
                p.title = fill(_("Corner · {direction}"), {{"direction", compass_word(corner_point(p.corner))}});
            places.push_back(std::move(p));
            it = places.end() - 1;
        }
        ChoiceOption o;
        o.action = a;
        o.figure = t->figure;
        o.owner = a.player;
        const std::string name =
            tr(t->figure >= 0 ? rules.figures[static_cast<size_t>(t->figure)].name : std::string("figure"));
        if (auto words = find_choice_words(rules, s, a, *t)) {
            o.label = std::move(words->label);
            o.role = std::move(words->role);
            if (words->titles_place && it->options.empty()) it->title = o.label;
            if (!words->place_title.empty() && it->options.empty()) it->title = words->place_title;
        } else if (t->place >= 0 && t->figure >= 0) {
            // Into a place off the tiles: the figure from the supply waits there.
            o.label = name;
            o.role = fill(_("waits in the {place}"), {{"place", tr(rules.places[static_cast<size_t>(t->place)].name)}});
        } else if (t->take_back || t->place >= 0) {
            // The engine's words, its squares named from where the figure flies (a whole tile)
            // or from the new tile, as the player sees them.
            const std::optional<Pos> from = t->local < 0 ? moved_from(rules, s, a) : std::nullopt;
            const std::optional<Pos> origin = from     ? from
                                              : placed ? std::optional(new_tile)
                                                       : std::nullopt;
            const Message m = explain(rules, s, a);
            o.label = capitalised(
                origin ? tr_format(rules,
                                   in_board_terms(m, [&](Pos p) { return relative_words(*origin, p, true); }))
                       : tr_format(rules, m));
            if (it->options.empty() && t->place < 0) it->title = o.label;
        } else if (t->corner >= 0) {
            o.label = name;  // a figure on a corner is no farmer: it stands on the corner, not in the field
            o.role = _("on the corner");
        } else {
            o.label = name;
            if (t->figure >= 0) o.role = tr(figure_role(rules, t->figure, it->kind));
        }
        it->options.push_back(std::move(o));
    }
    // Deploys on the new tile, then the other choices, then deploys elsewhere (they may be many).
    auto group = [&](const ChoicePlace& p) {
        return !p.take_back && (!placed || p.tile == new_tile) ? 0 : p.take_back ? 1 : 2;
    };
    std::stable_sort(places.begin(), places.end(), [&](const ChoicePlace& a, const ChoicePlace& b) {
        return group(a) < group(b);
    });
    return places;
}

Vec2 corner_point(int corner) {
    switch (corner) {
        case 0:
            return {100, 0};
        case 1:
            return {100, 100};
        case 2:
            return {0, 100};
        default:
            return {0, 0};
    }
}

std::vector<Vec2> spread_markers(const TileGeometry& g, const std::vector<int>& locals,
                                 float& radius, const std::vector<int>& corners) {
    constexpr int n = LabelMap::kSize;
    constexpr int step = 2;
    // Candidate points per feature, nearest to where a figure would stand first.
    std::vector<std::vector<Vec2>> candidates(locals.size());
    for (size_t i = 0; i < locals.size(); ++i) {
        const int local = locals[i];
        const int corner = i < corners.size() ? corners[i] : -1;
        const Vec2 prefer = corner >= 0 ? corner_point(corner)
                            : local >= 0 && local < static_cast<int>(g.anchors.size())
                                ? g.anchors[static_cast<size_t>(local)]
                                : Vec2{50, 50};
        for (int y = step / 2; y < n; y += step)
            for (int x = step / 2; x < n; x += step)
                if (local < 0 || g.labels.at_cell(x, y) == local)
                    candidates[i].push_back(
                        {static_cast<float>(x) + 0.5f, static_cast<float>(y) + 0.5f});
        std::sort(candidates[i].begin(), candidates[i].end(),
                  [&](Vec2 a, Vec2 b) { return distance(a, prefer) < distance(b, prefer); });
        if (candidates[i].empty()) candidates[i].push_back(prefer);
    }
    // Corners first (a barn's marker belongs in its corner, a farmer's anywhere in the field),
    // then the most constrained features (thin roads, small buildings).
    std::vector<size_t> order(locals.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = i;
    auto on_corner = [&](size_t i) { return i < corners.size() && corners[i] >= 0; };
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        if (on_corner(a) != on_corner(b)) return on_corner(a);
        return candidates[a].size() < candidates[b].size();
    });
    std::vector<Vec2> out(locals.size());
    for (float r = radius; r > 1.0f; r *= 0.88f) {
        bool all = true;
        std::vector<Vec2> placed;
        for (size_t i : order) {
            const float margin = r + 1;
            std::optional<Vec2> pick;
            for (const Vec2& c : candidates[i]) {
                if (c.x < margin || c.y < margin || c.x > 100 - margin || c.y > 100 - margin)
                    continue;
                if (std::all_of(placed.begin(), placed.end(),
                                [&](Vec2 q) { return apart(q, c, 2 * r + 1.5f); })) {
                    pick = c;
                    break;
                }
            }
            if (!pick) {
                all = false;
                break;
            }
            out[i] = *pick;
            placed.push_back(*pick);
        }
        if (all) {
            radius = r;
            return out;
        }
    }
    // Nothing fits even tiny markers (cannot happen with real tiles): the preferred points.
    for (size_t i = 0; i < locals.size(); ++i) out[i] = candidates[i].front();
    radius = 1.0f;
    return out;
}

// --- input ----------------------------------------------------------------------------------

void ChoiceLayer::set(std::vector<ChoicePlace> places) {
    places_ = std::move(places);
    open_ = focus_ = hover_ = -1;
}

int ChoiceLayer::lit_place() const {
    if (open_ >= 0) return open_;
    return hover_ >= 0 ? hover_ : focus_;
}

void ChoiceLayer::close() {
    if (open_ < 0) return;
    focus_ = open_;
    open_ = -1;
}

ChoiceLayer::Outcome ChoiceLayer::activate_place(int place) {
    if (place < 0 || place >= static_cast<int>(places_.size())) return {};
    const ChoicePlace& p = places_[static_cast<size_t>(place)];
    if (p.options.size() == 1) return {true, p.options.front().action};
    open_ = place;
    focus_ = 0;  // Enter takes the first figure, Tab moves on
    return {true, std::nullopt};
}

ChoiceLayer::Outcome ChoiceLayer::activate_option(int option) {
    if (open_ < 0) return {};
    const auto& options = places_[static_cast<size_t>(open_)].options;
    if (option < 0 || option >= static_cast<int>(options.size())) return {true, std::nullopt};
    return {true, options[static_cast<size_t>(option)].action};
}

namespace {
// After 1–9 and 0, the letters the game gives no other meaning in a choice (W A S D pan, H is
// the hint, L the log, T the tiles, O the owners, R turns, B the abbey, C/F/M/Z are taken or
// near it), then the same letters with Shift: every row of a long list (a magic portal's) keyed.
constexpr std::string_view kLetterKeys = "egijknpquvxy";
constexpr int kDigitKeys = 10;
}  // namespace

std::string ChoiceLayer::key_name(int i) {
    if (i < 0) return "";
    if (i < kDigitKeys) return i == 9 ? "0" : std::string(1, static_cast<char>('1' + i));
    const int letter = i - kDigitKeys;
    const int letters = static_cast<int>(kLetterKeys.size());
    if (letter >= 2 * letters) return "";
    const char c = static_cast<char>(std::toupper(static_cast<unsigned char>(kLetterKeys[static_cast<size_t>(letter % letters)])));
    return letter < letters ? std::string(1, c) : std::string("\u21e7") + c;  // ⇧E
}

int ChoiceLayer::key_index(SDL_Keycode k, bool shift) {
    if (k >= SDLK_1 && k <= SDLK_9) return static_cast<int>(k - SDLK_1);
    if (k == SDLK_0 || k == SDLK_KP_0) return 9;
    if (k >= SDLK_KP_1 && k <= SDLK_KP_9) return static_cast<int>(k - SDLK_KP_1);
    if (k < 'a' || k > 'z') return -1;
    const size_t letter = kLetterKeys.find(static_cast<char>(k));
    if (letter == std::string_view::npos) return -1;
    return kDigitKeys + static_cast<int>(letter) + (shift ? static_cast<int>(kLetterKeys.size()) : 0);
}

ChoiceLayer::Outcome ChoiceLayer::key(SDL_Keycode k, bool shift) {
    if (places_.empty()) return {};
    const int count = open_ >= 0
                          ? static_cast<int>(places_[static_cast<size_t>(open_)].options.size())
                          : static_cast<int>(places_.size());
    auto choose = [&](int i) { return open_ >= 0 ? activate_option(i) : activate_place(i); };
    if (const int i = key_index(k, shift); i >= 0) {
        // A letter without a row of its own keeps its meaning for the game (pan, hint, ...);
        // a number without one does nothing.
        if (i >= count) return {i < kDigitKeys, std::nullopt};
        return choose(i);
    }
    if (k == SDLK_TAB) {
        focus_ = focus_ < 0 ? (shift ? count - 1 : 0)
                            : ((focus_ + (shift ? -1 : 1)) % count + count) % count;
        return {true, std::nullopt};
    }
    if ((k == SDLK_RETURN || k == SDLK_KP_ENTER) && focus_ >= 0 && focus_ < count)
        return choose(focus_);
    if ((k == SDLK_ESCAPE || k == SDLK_BACKSPACE) && open_ >= 0) {
        close();
        return {true, std::nullopt};
    }
    return {};
}

}  // namespace carc::app
