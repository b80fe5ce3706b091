#include "expansions/count.hpp"

#include <algorithm>
#include <string>

#include "board/board_view.hpp"
#include "board/figure_art.hpp"
#include "modules/count.hpp"
#include "expansions/expansion_view.hpp"
#include "shell/app.hpp"
#include "shell/i18n.hpp"
#include "shell/text.hpp"
#include "shell/theme.hpp"

namespace carc::app {

namespace {

// Each quarter tinted after what it sends meeples to: the castle cities, the market fields, the
// blacksmith roads, the cathedral monasteries.
constexpr Color kQuarterTint[] = {
    {196, 150, 96, 255}, {122, 168, 92, 255}, {150, 146, 140, 255}, {176, 112, 112, 255}};

}  // namespace

std::vector<QuarterBox> quarter_boxes(const BoardView& view, const Ruleset& rules,
                                      const GameState& s) {
    std::vector<QuarterBox> out;
    const std::vector<CityQuarter> quarters = city_quarters(rules, s);
    const std::vector<Pos> squares = city_squares(rules, s);
    if (quarters.empty() || squares.empty()) return out;
    Pos lo = squares.front(), hi = squares.front();
    for (Pos p : squares) {
        lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
        hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
    }
    const SDL_Rect a = view.cell_rect(lo), b = view.cell_rect(hi);
    const float x0 = static_cast<float>(a.x), y0 = static_cast<float>(a.y);
    const float w = static_cast<float>(b.x + b.w - a.x), h = static_cast<float>(b.y + b.h - a.y);
    const float gap = std::max(2.0f, static_cast<float>(view.tile_px()) * 0.04f);
    // Clockwise from the north-west: castle, market, blacksmith, cathedral.
    constexpr float kColumn[] = {0, 1, 1, 0}, kRow[] = {0, 0, 1, 1};
    for (size_t i = 0; i < quarters.size() && i < 4; ++i) {
        const SDL_FRect r{x0 + kColumn[i] * w / 2 + gap, y0 + kRow[i] * h / 2 + gap,
                          w / 2 - 2 * gap, h / 2 - 2 * gap};
        out.push_back({quarters[i].place, r});
    }
    return out;
}

namespace {

// The quarter (a Ruleset::places index) whose panel holds the screen point, or -1.
int quarter_at(const BoardView& view, const Ruleset& rules, const GameState& s, int x, int y) {
    const SDL_FPoint pt{static_cast<float>(x), static_cast<float>(y)};
    for (const QuarterBox& q : quarter_boxes(view, rules, s))
        if (SDL_PointInFRect(&pt, &q.rect)) return q.place;
    return -1;
}

}  // namespace

std::string quarter_tip(const Ruleset& rules, const GameState& s, int place) {
    for (const CityQuarter& q : city_quarters(rules, s)) {
        if (q.place != place) continue;
        // Who waits: the Count, then each player's figures of a kind, counted.
        std::vector<std::string> who;
        if (q.count_here) who.push_back(_("the Count"));
        std::vector<std::pair<std::pair<int, int>, int>> groups;  // (owner, kind) -> how many
        for (int i : q.meeples) {
            const Figure& f = s.figures[static_cast<size_t>(i)];
            auto it = std::find_if(groups.begin(), groups.end(), [&](const auto& g) {
                return g.first == std::pair<int, int>{f.owner, f.kind};
            });
            if (it == groups.end())
                groups.push_back({{f.owner, f.kind}, 1});
            else
                ++it->second;
        }
        for (const auto& [key, n] : groups)
            who.push_back(owners_figures(rules.setup.players[static_cast<size_t>(key.first)].name,
                                         rules.figures[static_cast<size_t>(key.second)].name, n));
        std::string text = capitalised(tr(q.name)) + ": ";
        for (size_t i = 0; i < who.size(); ++i) text += (i ? ", " : "") + who[i];
        if (who.empty()) text += _("empty");
        // Where its meeples go: fields only at the end of the game, the rest before a scoring.
        std::string completed, fields;
        for (FeatureKind k : q.sends_to) {
            const std::string noun = tr(rules.catalog->kind_noun(k));
            if (k == FeatureKind::Field)
                fields = noun;
            else
                completed += (completed.empty() ? "" : _(" or ")) + noun;
        }
        text += _(". Its meeples move out");
        if (!completed.empty())
            text += fill(_(" onto a completed {kind} before it scores"), {{"kind", completed}});
        if (!fields.empty())
            text += std::string(completed.empty() ? "" : ",") +
                    fill(_(" onto a {kind} at the end of the game"), {{"kind", fields}});
        if (q.count_here) text += _("; none leaves while the Count is here");
        return text + ".";
    }
    return "";
}

namespace {

// Where a quarter's meeples later move out to: "→ road", "→ monastery · shrine".
std::string sends_to_words(const Ruleset& rules, const CityQuarter& q) {
    std::string to = "→ ";
    for (size_t k = 0; k < q.sends_to.size(); ++k)
        to += (k ? " · " : "") + tr(rules.catalog->kind_noun(q.sends_to[k]));
    return to;
}

// The marker radius for the quarters at the view's zoom (the size of a feature's marker).
float quarter_marker_radius(const BoardView& view) {
    return static_cast<float>(view.tile_px()) * 0.11f;
}

// Where a quarter's marker of radius `radius` stands in its panel: at its right end, halfway down.
SDL_FPoint quarter_marker_point(const SDL_FRect& box, float radius) {
    return {box.x + box.w - radius * 1.35f, box.y + box.h / 2};
}

// The quarters with their names, the meeples in them and the Count; the quarter `lit` (a place
// index, -1 for none) glows in `lit_color`.
void draw_city(App& app, BoardView& view, const Ruleset& rules, const GameState& s, int lit,
               Color lit_color) {
    const std::vector<QuarterBox> boxes = quarter_boxes(view, rules, s);
    if (boxes.empty()) return;
    const std::vector<CityQuarter> quarters = city_quarters(rules, s);
    SDL_Renderer* r = app.renderer();
    const float px = static_cast<float>(view.tile_px());
    const float corner = std::max(3.0f, px * 0.06f);
    const float marker_room = quarter_marker_radius(view) * 2.7f;
    for (size_t i = 0; i < boxes.size(); ++i) {
        const SDL_FRect& box = boxes[i].rect;
        const CityQuarter& q = quarters[i];
        const Color tint = kQuarterTint[i % 4];
        fill_round_rect(r, box, corner, mix(tint, Color{40, 36, 30, 255}, 0.35f).with_alpha(215));
        const bool hot = q.place == lit;
        draw_round_rect(r, box, corner, hot ? lit_color : tint,
                        std::max(hot ? 3.0f : 1.5f, px * (hot ? 0.03f : 0.015f)));
        // The name once it can be read; without room for it the colours still tell them apart.
        float text_bottom = box.y;
        if (px >= 56) {
            Text& text = app.text();
            int fpx = std::max(9, static_cast<int>(px * 0.1f));
            const int text_w = static_cast<int>(box.w - marker_room - corner);
            std::string name = q.name;
            if (const size_t cut = name.rfind(" quarter"); cut != std::string::npos && cut > 0)
                name.erase(cut);  // "Castle": the panel is the quarter
            const std::string label = capitalised(tr(name));
            // A long name ("Blacksmith", "Kathedrale") gets a smaller letter before it is cut.
            while (fpx > 8 && text.measure(label, fpx, FontStyle::Bold).x > text_w) --fpx;
            const SDL_Rect drawn =
                text.draw_fit(label, static_cast<int>(box.x + corner),
                              static_cast<int>(box.y + corner * 0.5f), text_w, fpx, theme::kText,
                              FontStyle::Bold);
            text_bottom = static_cast<float>(drawn.y + drawn.h);
            // Where its meeples go, when the figures still get half the panel under it:
            // "→ road", "→ monastery · shrine".
            const int sub_px = std::max(8, fpx * 4 / 5);
            const float sub_h = static_cast<float>(text.line_height(sub_px, FontStyle::Regular));
            if (!q.sends_to.empty() && box.y + box.h - text_bottom - sub_h >= box.h * 0.5f) {
                text.draw_fit(sends_to_words(rules, q), drawn.x, drawn.y + drawn.h, text_w, sub_px, theme::kTextDim);
                text_bottom += sub_h;
            }
        }
        // The Count first, then the meeples in a row under the name, squeezed when many wait.
        // Drawn as icons sized to the panel: a figure standing on the board would not fit in it.
        std::vector<int> shown;
        if (q.count_figure >= 0) shown.push_back(q.count_figure);
        shown.insert(shown.end(), q.meeples.begin(), q.meeples.end());
        if (shown.empty()) continue;
        const bool named = px >= 56;
        const float size =
            std::min(view.figure_px(), named ? box.y + box.h - text_bottom - 2 : box.h * 0.8f);
        const float room = std::max(size, box.w - marker_room - corner);
        const float step =
            shown.size() < 2
                ? 0
                : std::min(size * 0.85f, (room - size) / static_cast<float>(shown.size() - 1));
        const float top = named ? box.y + box.h - size - 1 : box.y + (box.h - size) / 2;
        FigureArt& art = app.figures();
        for (size_t k = 0; k < shown.size(); ++k) {
            const Figure& f = s.figures[static_cast<size_t>(shown[k])];
            const FigureDef& def = rules.figures[static_cast<size_t>(f.kind)];
            std::optional<PlayerColor> owner;
            if (f.owner >= 0)
                owner = player_color(rules.setup.players[static_cast<size_t>(f.owner)].color);
            const std::string pose = art.pose(def);
            const int fs = static_cast<int>(size * std::min(1.0f, art.scale(def, pose)));
            SDL_Texture* tex = art.get(pose, owner ? &*owner : nullptr, fs, fs >= 18);
            if (!tex) continue;
            const SDL_Rect dst{static_cast<int>(box.x + corner + step * static_cast<float>(k)),
                               static_cast<int>(top + size - static_cast<float>(fs)), fs, fs};
            SDL_RenderCopy(r, tex, nullptr, &dst);
        }
    }
}

// The City square a quarter is chosen over (brought into view by the choice): the City proper's
// west half for the western quarters (the first and last in clockwise order), its east half for
// the others.
Pos quarter_square(const std::vector<Pos>& squares, int clockwise_index) {
    if (squares.empty()) return Pos{};
    const bool west = clockwise_index == 0 || clockwise_index == 3;
    return *std::min_element(squares.begin(), squares.end(),
                             [&](Pos a, Pos b) { return west ? a.x < b.x : a.x > b.x; });
}

// Where the choice layer offers an action into a quarter that names no feature (a meeple into the
// City, the Count's move): on the quarter. A move out of the City is chosen on the feature it
// goes to, as the layer would.
std::optional<ChoiceTarget> quarter_target(const Ruleset& rules, const GameState& s, const Action& a) {
    if (a.place < 0 || a.feature >= 0) return std::nullopt;
    const std::vector<CityQuarter> quarters = city_quarters(rules, s);
    for (size_t i = 0; i < quarters.size(); ++i)
        if (quarters[i].place == a.place)
            return ChoiceTarget{quarter_square(city_squares(rules, s), static_cast<int>(i)), -1, a.figure < 0,
                                a.figure, /*corner=*/-1, /*place=*/a.place};
    return std::nullopt;
}

// What passing means in the City's steps: the rest of one's meeples stay in the City; no meeple
// goes in, or the Count stays.
std::optional<std::pair<std::string, std::string>> city_pass_words(const Ruleset& rules, const GameState& s,
                                                                   const std::vector<ChoicePlace>& places) {
    if (s.phase != Phase::ModuleStep) return std::nullopt;
    const std::string_view step = current_step(rules, s).id();
    if (step == "city_move_out")
        return std::pair<std::string, std::string>{_("Done: no more out of the City (Space)"),
                                                   _("Leave the rest of your meeples in the City; the feature scores")};
    if (step != "city_place") return std::nullopt;
    const bool count_move = std::any_of(places.begin(), places.end(),
                                        [](const ChoicePlace& p) { return p.place >= 0 && p.take_back; });
    return count_move ? std::pair<std::string, std::string>{_("Leave the Count (Space)"),
                                                            _("The Count stays where he is")}
                      : std::pair<std::string, std::string>{_("Pass: stay out of the City (Space)"),
                                                            _("Keep the meeple in your supply")};
}

class CountView : public ExpansionView {
public:
    std::string_view module_id() const override { return "count"; }
    void draw_board(const BoardContext& ctx, BoardLayer layer) const override {
        if (layer != BoardLayer::UnderFigures) return;
        // The quarter chosen, or the one a move out of the City leaves from.
        int lit = -1;
        if (ctx.places && ctx.lit_place >= 0 &&
            ctx.lit_place < static_cast<int>(ctx.places->size())) {
            const ChoicePlace& p = (*ctx.places)[static_cast<size_t>(ctx.lit_place)];
            lit = p.place >= 0 || p.options.empty() ? p.place : p.options.front().action.place;
        }
        draw_city(ctx.app, ctx.view, ctx.rules, ctx.state, lit, ctx.hot);
    }
    std::optional<PlaceBox> place_box(const TableContext& table, int place) const override {
        for (const QuarterBox& q : quarter_boxes(table.view, table.rules, table.state))
            if (q.place == place) {
                const float radius = quarter_marker_radius(table.view);
                return PlaceBox{q.rect, quarter_marker_point(q.rect, radius), radius};
            }
        return std::nullopt;
    }
    std::string place_note(const Ruleset& rules, const GameState& state, int place) const override {
        for (const CityQuarter& q : city_quarters(rules, state))
            if (q.place == place && !q.sends_to.empty()) return sends_to_words(rules, q);
        return {};
    }
    std::optional<std::string> board_tip(const TableContext& table, SDL_Point at) const override {
        const int q = quarter_at(table.view, table.rules, table.state, at.x, at.y);
        if (q < 0) return std::nullopt;
        return quarter_tip(table.rules, table.state, q);
    }
    std::optional<ChoiceTarget> choice_target(const Ruleset& rules, const GameState& s,
                                              const Action& a) const override {
        return quarter_target(rules, s, a);
    }
    // The Count's move; a meeple into a quarter has the layer's words (the figure, waiting in the
    // quarter).
    std::optional<ChoiceWords> choice_words(const Ruleset&, const GameState&, const Action& a,
                                            const ChoiceTarget& target) const override {
        if (a.def->id() != "move_count" || target.place < 0) return std::nullopt;
        return ChoiceWords{_("Move the Count here"), "", false, {}};
    }
    std::optional<std::pair<std::string, std::string>> pass_words(
        const Ruleset& rules, const GameState& s, const std::vector<ChoicePlace>& places) const override {
        return city_pass_words(rules, s, places);
    }
};

}  // namespace

const ExpansionView& count_view() {
    static const CountView view;
    return view;
}

}  // namespace carc::app
