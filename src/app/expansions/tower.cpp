// The Tower on the table (its view, registered in registry.cpp): each tower drawn on its tile as
// a stack of stone pieces with its height in a badge (the follower on a finished tower stands on
// top, drawn with the other figures), the capture step's reach (the tower's tile and the squares
// up to its height away in the four straight lines) outlined faintly, the Tower's refusals of a
// click, its scoreboard items, the tower piece's icon on the card and the ransom beside the
// scoreboard (a standing offer) with its words. The rules and the queries are the engine's
// (modules/tower.hpp); this file only shows them, for the game screen and the review alike.
#include <SDL2/SDL.h>

#include <algorithm>
#include <cstdlib>
#include <string>

#include "board/board_view.hpp"
#include "board/tile_art.hpp"
#include "carc/module.hpp"
#include "modules/tower.hpp"
#include "expansions/expansion_view.hpp"
#include "shell/app.hpp"
#include "shell/i18n.hpp"
#include "shell/text.hpp"

namespace carc::app {

namespace {

bool is_ransom(const Action& a) { return a.def && a.def->id() == "pay_ransom"; }

// A figure kind's name as a word inside a sentence ("your follower").
std::string lowered_figure_name(const Ruleset& rules, int figure) {
    if (figure < 0 || figure >= static_cast<int>(rules.figures.size())) return _("follower");
    std::string name = rules.figures[static_cast<size_t>(figure)].name;
    if (!name.empty() && name[0] >= 'A' && name[0] <= 'Z') name[0] = static_cast<char>(name[0] - 'A' + 'a');
    return tr(name);
}

constexpr Color kTowerStone{206, 200, 186, 255};
constexpr Color kTowerStoneShade{120, 112, 98, 255};
constexpr int kMostPiecesDrawn = 8;  // taller towers show their height in the badge only

// The foundation of the tile at `pos` (its feature of kind "tower"), or -1.
int foundation(const Ruleset& rules, const PlacedTile& t) {
    const auto tower = rules.catalog->kind("tower");
    const auto& features = rules.tiles[t.type].features;
    for (size_t l = 0; tower && l < features.size(); ++l)
        if (features[l].kind == *tower) return static_cast<int>(l);
    return -1;
}

// Every tower of the snapshot with at least one piece.
void draw_towers(App& app, BoardView& view, TileArt& art, const Ruleset& rules,
                 const GameState& s) {
    SDL_Renderer* r = app.renderer();
    const float px = static_cast<float>(view.tile_px());
    for (const TowerInfo& tower : towers(rules, s)) {
        if (tower.height == 0 || !view.visible(tower.pos)) continue;
        const PlacedTile* t = s.board.at(tower.pos);
        if (!t) continue;
        const int local = foundation(rules, *t);
        if (local < 0) continue;
        // The stack stands on the foundation's spot; a follower on top is drawn over it with the
        // other figures.
        const SDL_FPoint at = view.feature_point(art, *t, local);
        const float w = std::max(8.0f, px * 0.3f), h = std::max(3.0f, px * 0.085f);
        const int drawn = std::min(tower.height, kMostPiecesDrawn);
        // A follower on top stands with its feet on the stack: the stack goes below its spot.
        const float top = tower.finished ? at.y + view.figure_px() * 0.42f
                                         : at.y - h * static_cast<float>(drawn) * 0.5f;
        const float base = top + h * static_cast<float>(drawn);
        for (int i = 0; i < drawn; ++i) {
            const SDL_FRect piece{at.x - w / 2, base - h * static_cast<float>(i + 1), w, h};
            fill_round_rect(r, piece, h * 0.3f, kTowerStone);
            draw_round_rect(r, piece, h * 0.3f, kTowerStoneShade, std::max(1.0f, h * 0.18f));
        }
        // The height in a badge beside the stack, once the number can be read.
        if (px >= 40) {
            const float br = std::max(7.0f, px * 0.085f);
            const float bx = at.x + w / 2 + br * 0.6f, by = base - br;
            fill_circle(r, bx, by, br, Color{30, 28, 24, 235});
            draw_circle(r, bx, by, br, kTowerStone, std::max(1.0f, br * 0.14f));
            Text& text = app.text();
            const int fpx = std::max(8, static_cast<int>(br * 1.25f));
            text.draw(std::to_string(tower.height), static_cast<int>(bx),
                      static_cast<int>(by) - text.line_height(fpx, FontStyle::Bold) / 2, fpx,
                      theme::kText, FontStyle::Bold, Align::Center);
        }
    }
}

// The icon of a tower piece (three stacked stones) inside `box`: the supply row and the choice of
// a piece.
void draw_tower_piece_icon(SDL_Renderer* r, const SDL_Rect& box) {
    const int w = box.w * 3 / 4, h = std::max(2, box.h / 5);
    const int x = box.x + (box.w - w) / 2;
    for (int k = 0; k < 3; ++k) {
        const SDL_FRect piece{static_cast<float>(x),
                              static_cast<float>(box.y + box.h - h * (k + 1) - k),
                              static_cast<float>(w), static_cast<float>(h)};
        fill_round_rect(r, piece, 1.5f, kTowerStone);
        draw_round_rect(r, piece, 1.5f, kTowerStoneShade, 1.0f);
    }
}

const ActionDef* action_def(const Ruleset& rules, std::string_view id) {
    for (const Module* m : rules.modules)
        for (const ActionDef* d : m->action_defs())
            if (d->id() == id) return d;
    return nullptr;
}

// Why a click on the board is no choice, in the Tower's rule, or none: during a capture, a
// follower (index `figure` into s.figures) the tower does not reach; in the figure step, a tower
// (the feature `local` of tile `tile`) that takes no piece (finished, or no pieces left).
std::optional<Message> tower_refusal(const Ruleset& rules, const GameState& s, int tile, int local,
                                     int figure) {
    if (const auto tower = capturing_tower(rules, s)) {
        if (figure < 0 || figure >= static_cast<int>(s.figures.size())) return std::nullopt;
        const Figure& f = s.figures[static_cast<size_t>(figure)];
        const ActionDef* capture = action_def(rules, "capture");
        if (!capture || f.where != FigureWhere::OnFeature || f.owner < 0) return std::nullopt;
        Action a;
        a.def = capture;
        a.pos = s.board.tile(f.tile).pos;
        a.feature = f.local;
        a.figure = static_cast<int8_t>(f.kind);
        a.player = f.owner;
        return why_illegal(rules, s, a);
    }
    if (s.phase != Phase::PlaceFigure || tile < 0) return std::nullopt;
    const PlacedTile& t = s.board.tile(tile);
    if (local < 0 || local != foundation(rules, t)) return std::nullopt;
    const ActionDef* piece = action_def(rules, "add_tower_piece");
    if (!piece) return std::nullopt;
    Action a;
    a.def = piece;
    a.pos = t.pos;
    return why_illegal(rules, s, a);
}

// During a capture, the squares the growing tower reaches (none otherwise).
void draw_tower_reach(App& app, BoardView& view, const Ruleset& rules, const GameState& s) {
    const std::optional<Pos> from = capturing_tower(rules, s);
    if (!from) return;
    int height = 0;
    for (const TowerInfo& t : towers(rules, s))
        if (t.pos == *from) height = t.height;
    SDL_Renderer* r = app.renderer();
    const Color reach{255, 214, 120, 255};
    for (int d = -height; d <= height; ++d)
        for (const Pos p : {Pos{from->x + d, from->y}, Pos{from->x, from->y + d}}) {
            if (d == 0 && !(p == *from)) continue;
            if (!view.visible(p)) continue;
            const SDL_Rect c = inset(view.cell_rect(p), std::max(1, view.tile_px() / 40));
            fill_rect(r, c, reach.with_alpha(d == 0 ? 60 : 45));
        }
    view.outline_cell(app, *from, reach, static_cast<float>(std::max(3, app.px(4))));
}

// The tower piece icon in a scoreboard item's box (three quarters of its height wide): the
// stack, a full height square, stands an eighth of the height left of the box.
void paint_tower_pieces(SDL_Renderer* r, const SDL_Rect& box) {
    draw_tower_piece_icon(r, {box.x - box.h / 8, box.y, box.h, box.h});
}

// A player's row: the tower pieces left as a small stack with its count, then the prisoners
// held, each a follower in its owner's colours (with a count when several of one kind and owner).
void tower_row_items(const Ruleset& rules, const GameState& s, int player,
                     std::vector<RowItem>& out) {
    RowItem pieces;
    pieces.paint = &paint_tower_pieces;
    pieces.width = 0.75f;
    pieces.count = tower_pieces_left(rules, s, player);
    pieces.tip = app::fill(_("Tower pieces: {count} left"), {{"count", std::to_string(pieces.count)}});
    pieces.id = "tower-pieces";
    out.push_back(std::move(pieces));

    struct Held {
        int owner, figure, count;
    };
    std::vector<Held> held;
    for (int i : prisoners_held_by(rules, s, player)) {
        const Figure& f = s.figures[static_cast<size_t>(i)];
        auto it = std::find_if(held.begin(), held.end(),
                               [&](const Held& q) { return q.owner == f.owner && q.figure == f.kind; });
        if (it == held.end())
            held.push_back({f.owner, f.kind, 1});
        else
            ++it->count;
    }
    const auto name = [&](int p) { return rules.setup.players[static_cast<size_t>(p)].name; };
    for (const Held& q : held) {
        const std::string what =
            owners_figures(name(q.owner), rules.figures[static_cast<size_t>(q.figure)].name, q.count);
        RowItem prisoner;
        prisoner.icon = RowItem::Icon::Figure;
        prisoner.figure = q.figure;
        prisoner.owner = q.owner;
        prisoner.count = q.count;
        prisoner.show_count = q.count > 1;
        prisoner.count_gap = 0;
        prisoner.tip = app::fill(_("Prisoner of {captor}: {held}. {owner} may buy one back for 3 points paid to "
                              "{captor}, once during their turn."),
                            {{"captor", name(player)}, {"held", what}, {"owner", name(q.owner)}});
        prisoner.id = "prisoner";
        out.push_back(std::move(prisoner));
    }
}

// Where the choice layer offers a Tower action: a piece on the tower of its square, like a
// follower there (one place, two options); a ransom names a player, not a square, and is offered
// beside the scoreboard.
std::optional<ChoiceTarget> tower_target(const Ruleset& rules, const GameState& s, const Action& a) {
    if (is_ransom(a)) return ChoiceTarget::not_on_board();
    if (a.def->id() != "add_tower_piece") return std::nullopt;
    const PlacedTile* t = s.board.at(a.pos);
    if (!t) return std::nullopt;
    return ChoiceTarget{a.pos, foundation(rules, *t), false, -1};
}

// A capture's option: whose figure, and where it stands seen from the tower that takes it.
ChoiceWords capture_words(const Ruleset& rules, const GameState& s, const Action& a, Pos capturing) {
    const Figure* f = nullptr;
    for (const Figure& g : s.figures)
        if (g.where == FigureWhere::OnTile && g.owner == a.player && g.kind == a.figure &&
            g.local == a.feature && s.board.tile(g.tile).pos == a.pos)
            f = &g;
    const std::string owner = a.player >= 0 && a.player < rules.player_count()
                                  ? rules.setup.players[static_cast<size_t>(a.player)].name
                                  : "?";
    const std::string where = a.pos == capturing
                                  ? std::string(_("on the tower's tile"))
                                  : app::fill(_("{where} of the tower"), {{"where", relative_words(capturing, a.pos)}});
    const std::string figure = f ? figure_in_text(rules, a.figure) : std::string(_("follower"));
    return {app::fill(_("Take {player}'s {figure} prisoner ({where})"),
                 {{"player", owner}, {"figure", figure}, {"where", where}}),
            "", /*titles_place=*/true, {}};
}

// The words of a tower piece (how high it raises its tower) and of a capture; none for the others.
std::optional<ChoiceWords> tower_words(const Ruleset& rules, const GameState& s, const Action& a) {
    if (a.def->id() == "add_tower_piece") {
        int height = 0;
        for (const TowerInfo& w : towers(rules, s))
            if (w.pos == a.pos) {
                height = w.height;
                break;
            }
        return ChoiceWords{_("Tower piece"), app::fill(_("raises it to {height}"), {{"height", std::to_string(height + 1)}}),
                           false, {}};
    }
    if (a.def->id() == "capture")
        if (const auto capturing = capturing_tower(rules, s)) return capture_words(rules, s, a, *capturing);
    return std::nullopt;
}

// What passing means in the Tower's steps: no prisoner taken, or no ransom paid.
std::optional<std::pair<std::string, std::string>> tower_pass_words(const Ruleset& rules, const GameState& s) {
    if (s.phase != Phase::ModuleStep) return std::nullopt;
    const std::string_view step = current_step(rules, s).id();
    if (step == "tower_capture")
        return std::pair<std::string, std::string>{_("Take no prisoner (Space)"),
                                                   _("The tower grows without taking anyone")};
    if (step == "tower_ransom")
        return std::pair<std::string, std::string>{_("Go on, keep them prisoner (Space)"),
                                                   _("Place your tile without paying a ransom")};
    return std::nullopt;
}

// The foundation's mark: the plain round place the tile painter draws for a declared kind, named.
constexpr TileMark kTowerMarks[] = {
    {.id = "tower-foundation",
     .placement = MarkPlacement::DeclaredPlace,
     .source = "tower",
     .tip = [] {
         return std::string(_("Tower foundation: a tower grows here piece by piece and captures "
                              "followers within its reach"));
     }},
};

class TowerView : public ExpansionView {
public:
    std::string_view module_id() const override { return "tower"; }
    std::span<const TileMark> tile_marks() const override { return kTowerMarks; }
    void draw_board(const BoardContext& ctx, BoardLayer layer) const override {
        // The reach only while a game is played: the review shows positions, not steps.
        if (layer == BoardLayer::OverChoices && ctx.places)
            draw_tower_reach(ctx.app, ctx.view, ctx.rules, ctx.state);
        if (layer == BoardLayer::UnderFigures)
            draw_towers(ctx.app, ctx.view, ctx.art, ctx.rules, ctx.state);
    }
    // A tower with pieces: its height and reach, when pointed at near the middle of its tile
    // (where it stands; a figure beside it keeps its own tooltip).
    std::optional<std::string> board_tip(const TableContext& table, SDL_Point at) const override {
        const Pos cell = table.view.cell_at(at.x, at.y);
        const SDL_Rect r = table.view.cell_rect(cell);
        if (std::abs(at.x - (r.x + r.w / 2)) * 10 > r.w * 2 ||
            std::abs(at.y - (r.y + r.h / 2)) * 10 > r.h * 3)
            return std::nullopt;
        for (const TowerInfo& tower : towers(table.rules, table.state)) {
            if (tower.pos != cell || tower.height == 0) continue;
            const int n = tower.height;
            return app::fill(
                tower.finished
                    ? P_("Finished tower of {count} piece: a follower stands on top, it grows "
                         "no more",
                         "Finished tower of {count} pieces: a follower stands on top, it grows "
                         "no more",
                         n)
                    : P_("Tower of {count} piece: it captures a follower up to {count} tile away "
                         "in a straight line",
                         "Tower of {count} pieces: it captures a follower up to {count} tiles "
                         "away in a straight line",
                         n),
                {{"count", std::to_string(n)}});
        }
        return std::nullopt;
    }
    std::optional<Message> click_refusal(const TableContext& table,
                                         const BoardHit& hit) const override {
        return tower_refusal(table.rules, table.state, hit.tile, hit.local, hit.figure);
    }
    void row_items(const Ruleset& rules, const GameState& s, int player,
                   std::vector<RowItem>& out) const override {
        tower_row_items(rules, s, player, out);
    }
    // A capture is chosen seeing the tower that captures, not just the followers it reaches.
    // The ransom before the tile (older saves) is chosen seeing the tile placed last, the tower
    // that took the prisoner, clear of the step's prompt.
    void choice_anchors(const TableContext& table, std::vector<SDL_Rect>& out) const override {
        if (const auto from = capturing_tower(table.rules, table.state))
            out.push_back(table.view.cell_rect(*from));
        const GameState& s = table.state;
        if (s.phase == Phase::ModuleStep && current_step(table.rules, s).id() == "tower_ransom" &&
            !s.board.tiles().empty())
            out.push_back(table.view.cell_rect(s.board.tiles().back().pos));
    }
    std::optional<ChoiceTarget> choice_target(const Ruleset& rules, const GameState& s,
                                              const Action& a) const override {
        return tower_target(rules, s, a);
    }
    std::optional<ChoiceWords> choice_words(const Ruleset& rules, const GameState& s, const Action& a,
                                            const ChoiceTarget&) const override {
        return tower_words(rules, s, a);
    }
    std::optional<std::pair<std::string, std::string>> pass_words(
        const Ruleset& rules, const GameState& s, const std::vector<ChoicePlace>&) const override {
        return tower_pass_words(rules, s);
    }
    // While a prisoner may be bought back in a step, its number key pays (the buttons beside
    // the scoreboard), Space goes on.
    std::optional<std::string> prompt_hint(const Ruleset&, const GameState&,
                                           const ActionList& legal) const override {
        if (std::none_of(legal.begin(), legal.end(),
                         [](const Action& a) { return is_ransom(a); }))
            return std::nullopt;
        return std::string(_(" · press a prisoner's number, or Space to go on"));
    }
    // A prisoner bought back: one button per captor and figure, its price named, at any decision
    // of the player's turn, before the tile too.
    bool standing_offer(const Ruleset&, const Action& a) const override { return is_ransom(a); }
    std::optional<OfferWords> standing_offer_words(const Ruleset& rules, const GameState& s, const Action& a,
                                                   int index, const std::string& key) const override {
        if (!is_ransom(a)) return std::nullopt;
        OfferWords words;
        words.id = "ransom-" + std::to_string(index);
        const std::string figure = lowered_figure_name(rules, a.figure);
        const std::string& captor = rules.setup.players[static_cast<size_t>(a.player)].name;
        words.label = key.empty() ? fill(_("Buy back your {figure}: 3 to {player}"),
                                         {{"figure", figure}, {"player", captor}})
                                  : fill(_("Buy back your {figure}: 3 to {player} ({key})"),
                                         {{"figure", figure}, {"player", captor}, {"key", key}});
        words.tip = capitalised(tr_format(rules, explain(rules, s, a))) +
                    (rules.option("tower.ransom") == "before_tile" ? _(" (the ransom: once a turn, before the tile)")
                                                                   : _(" (the ransom: once a turn, at any moment of it)"));
        return words;
    }
    std::optional<std::string> standing_offers_hint(const Ruleset&, const GameState&) const override {
        return std::string(_("A button below or its number frees a prisoner; Space goes on"));
    }
    // A tower piece: three stacked stones.
    bool option_icon(SDL_Renderer* r, const SDL_Rect& box, const Ruleset&, const Action& a) const override {
        if (!a.def || a.def->id() != "add_tower_piece") return false;
        draw_tower_piece_icon(r, box);
        return true;
    }
};

}  // namespace

const ExpansionView& tower_view() {
    static const TowerView view;
    return view;
}

}  // namespace carc::app
