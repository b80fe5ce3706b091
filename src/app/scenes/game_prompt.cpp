// The game scene's words (the GameScene members for the prompt and the banner): what the player
// may do now, what a step asks, the pass button's words, and the prompt and turn banner drawn
// over the board.
#include "scenes/game_scene.hpp"

#include <algorithm>

#include "expansions/expansion_view.hpp"
#include "scenes/game_scene_shared.hpp"
#include "shell/app.hpp"
#include "shell/i18n.hpp"
#include "shell/text.hpp"
#include "shell/theme.hpp"
#include "widgets/panels.hpp"

namespace carc::app {

std::string GameScene::figure_word(int figure) const {
    const Ruleset& rules = session_->rules();
    if (figure < 0 || figure >= static_cast<int>(rules.figures.size())) return _("follower");
    std::string name = rules.figures[static_cast<size_t>(figure)].name;
    if (!name.empty() && name[0] >= 'A' && name[0] <= 'Z')
        name[0] = static_cast<char>(name[0] - 'A' + 'a');
    return tr(name);
}

std::pair<std::string, std::string> GameScene::pass_words() const {
    const GameState& s = session_->view();
    if (s.phase == Phase::ModuleStep) {
        if (auto words = find_pass_words(session_->rules(), s, choices_.places())) return *words;
        return {_("Pass (Space)"), _("Choose nothing here")};
    }
    return {_("Skip: no figure (Space)"), _("End the turn without placing a figure")};
}

std::string GameScene::step_prompt() const {
    const Ruleset& rules = session_->rules();
    const GameState& s = session_->view();
    const Message m = carc::prompt(rules, s);
    std::string text = tr_format(rules, m);
    // The player who chooses is named, by the engine's words or here (words that name only another
    // player, "buy the tile for 4 points paid to Anna", still need the chooser's name).
    const bool names_player = std::any_of(m.args.begin(), m.args.end(), [&](const MessageArg& a) {
        const auto* p = std::get_if<arg::Player>(&a.value);
        return p && p->index == s.acting_player;
    });
    if (!names_player && s.acting_player >= 0) text = player_name(s.acting_player) + ": " + in_sentence(text);
    return text;
}

std::string GameScene::prompt() const {
    if (std::string computer = computer_prompt(); !computer.empty()) return computer;
    const GameState& s = session_->view();
    const std::string who = player_name(s.acting_player);
    const auto& places = choices_.places();
    const int open = choices_.open_place();
    if (choosing(s) && open >= 0) {
        const ChoicePlace& p = places[static_cast<size_t>(open)];
        std::string text =
            p.take_back ? fill(_("{player}: which one? "), {{"player", who}})
            : p.place >= 0
                ? fill(_("{player}: which figure into the {place}? "),
                       {{"player", who}, {"place", tr(session_->rules().places[static_cast<size_t>(p.place)].name)}})
                : fill(_("{player}: which figure on the {kind}? "),
                       {{"player", who}, {"kind", tr(session_->rules().catalog->kind_noun(p.kind))}});
        for (size_t i = 0; i < p.options.size(); ++i) {
            const std::string k = ChoiceLayer::key_name(static_cast<int>(i));
            text += (i ? " · " : "") + (k.empty() ? "" : k + " ") + p.options[i].label;
        }
        return text + _(" · Esc: back");
    }
    switch (s.phase) {
        case Phase::PlaceTile: {
            const bool bare = !aids_shown();  // nothing lit: how many squares fit is for the player to see
            const long n = static_cast<long>(cells_.size());
            const std::string count = std::to_string(cells_.size());
            const std::optional<OwnTileWords> own = own_tile_words();
            if (own_tile_chosen_ && own)
                return fill(bare ? own->prompt : own->prompt_lit, {{"player", who}, {"count", count}});
            return fill(bare ? _("{player}: place the tile beside the others, where it fits")
                             : P_("{player}: place the tile on a highlighted square ({count} fits)",
                                  "{player}: place the tile on a highlighted square ({count} fit)", n),
                        {{"player", who}, {"count", count}}) +
                   (own && own_tile_offered() ? own->offered : "");
        }
        case Phase::PlaceFigure: {
            // The choices in words: figures on the new tile, figures elsewhere, and the other
            // choices by name when there is one of a kind, else counted.
            const Pos new_tile = s.placed_tile >= 0 ? s.board.tile(s.placed_tile).pos : Pos{};
            bool here = false, elsewhere = false;
            std::vector<std::string> parts;
            std::vector<const ActionDef*> kinds;
            for (const ChoicePlace& p : places) {
                if (!p.take_back) {
                    (p.tile == new_tile ? here : elsewhere) = true;
                } else if (std::find(kinds.begin(), kinds.end(), p.options.front().action.def) ==
                           kinds.end()) {
                    kinds.push_back(p.options.front().action.def);
                }
            }
            if (here) parts.push_back(_("choose a place for a figure on the new tile"));
            if (elsewhere)
                parts.push_back(here ? _("on a lit feature anywhere on the board")
                                     : _("choose a lit feature anywhere on the board for a figure"));
            int others = 0;
            for (const ActionDef* def : kinds) {
                std::vector<const ChoicePlace*> of_kind;
                for (const ChoicePlace& p : places)
                    if (p.take_back && p.options.front().action.def == def) of_kind.push_back(&p);
                if (of_kind.size() == 1) {
                    parts.push_back(in_sentence(of_kind.front()->title));
                } else {
                    others += static_cast<int>(of_kind.size());
                }
            }
            if (others > 0)
                parts.push_back(fill(_("one of {count} other choices marked on the board"),
                                     {{"count", std::to_string(others)}}));
            std::string text = who + ": ";
            for (size_t i = 0; i < parts.size(); ++i)
                text += (i == 0 ? "" : i + 1 == parts.size() ? _(" or ") : ", ") + parts[i];
            if (parts.empty()) text += _("no figure fits on this tile");
            return text + (session_->can_pass() ? _(" · Space skips") : "");
        }
        case Phase::ModuleStep:
            if (auto hint = find_prompt_hint(session_->rules(), s, session_->legal()))
                return step_prompt() + *hint;
            if (number_.is_open())
                return step_prompt() +
                       fill(_(" · type a number from {min} to {max} (or −/+), Enter confirms"),
                            {{"min", std::to_string(number_.range().min)},
                             {"max", std::to_string(number_.range().max)}});
            if (places.empty() && !side_choices().empty())
                return step_prompt() + _(" · a button beside the scores, or its number");
            return step_prompt() + (places.empty() ? "" : _(" · click a marker or press its number"));
        case Phase::GameOver:
            return _("The game is over");
    }
    return "";
}

std::string GameScene::banner() const { return banner_ ? banner_->title : ""; }
std::string GameScene::banner_note() const { return banner_ ? banner_->detail : ""; }

std::string GameScene::prompt_shown() const {
    return !message_.empty() ? message_ : !notice_.empty() ? notice_ : prompt();
}

TextBox GameScene::prompt_box(App& app, int max_w) const {
    const Color ink = message_.empty() ? theme::kText : Color{255, 226, 214, 255};
    return app.text().get(prompt_shown(), app.px(15), ink, FontStyle::Bold, max_w);
}

bool GameScene::prompt_goes_above(App& app, int card_w) const {
    // Beside the card while its lines there stay a comfortable width: the prompt above the card
    // reaches across the board and leaves it only the strip above (the tile step at 200 %).
    return board_rect_.w - (app.px(16) + card_w) - app.px(40) < app.px(220);
}

std::pair<TextBox, SDL_Rect> GameScene::prompt_layout(App& app) const {
    // Beside the corner card when there is room, else above it across the board.
    const int beside = board_rect_.w - (card_rect_.x + card_rect_.w) - app.px(40);
    const bool above = prompt_above_;
    const int max_w = above ? board_rect_.w - app.px(72) : beside - app.px(36);
    const TextBox box = prompt_box(app, max_w);
    if (!box.texture) return {box, SDL_Rect{}};
    const int cx = card_rect_.x + card_rect_.w + (board_rect_.w - card_rect_.x - card_rect_.w) / 2;
    SDL_Rect r{cx - box.w / 2 - app.px(18), board_rect_.h - box.h - app.px(34), box.w + app.px(36),
               box.h + app.px(16)};
    if (above)
        r = {card_rect_.x, card_rect_.y - box.h - app.px(26), box.w + app.px(36),
             box.h + app.px(16)};
    return {box, r};
}

void GameScene::draw_prompt(App& app) {
    const bool problem = !message_.empty();
    const bool notice = !problem && !notice_.empty();
    const auto [box, r] = prompt_layout(app);
    if (!box.texture) return;
    prompt_rect_ = r;
    fill_round_rect(app.renderer(), to_f(r), static_cast<float>(app.px(12)),
                    problem  ? Color{120, 40, 32, 235}
                    : notice ? Color{36, 84, 52, 235}
                             : Color{20, 22, 24, 225});
    const SDL_Rect dst{r.x + app.px(18), r.y + app.px(8), box.w, box.h};
    SDL_RenderCopy(app.renderer(), box.texture, nullptr, &dst);
}

std::optional<int> GameScene::banner_top(App& app, const SDL_Rect& below_toolbar) {
    // A banner never covers what the player is to choose now: the lit squares of the tile step,
    // the squares and boxes of a figure's or a module's step (the whole tile the dragon may
    // enter, not just its marker). Under the toolbar, or else just above the
    // prompt; where both would cover one (a small window), no banner: the prompt and the card
    // name the player too.
    std::vector<SDL_Rect> targets = choice_targets(app);
    if (session_->state().phase == Phase::PlaceTile && aids_shown())
        for (Pos p : cells_) targets.push_back(view_.cell_rect(p));
    auto covered = [&](const SDL_Rect& r) {
        return std::count_if(targets.begin(), targets.end(),
                             [&](const SDL_Rect& t) { return SDL_HasIntersection(&r, &t) == SDL_TRUE; });
    };
    if (covered(below_toolbar) == 0) return below_toolbar.y;
    const int floor = prompt_rect_.w > 0 ? prompt_rect_.y : board_rect_.y + board_rect_.h;
    SDL_Rect low = below_toolbar;
    low.y = floor - low.h - app.px(12);
    if (low.y > below_toolbar.y && covered(low) == 0) return low.y;
    return std::nullopt;
}

GameScene::BannerLayout GameScene::banner_layout(App& app) const {
    BannerLayout out;
    if (!banner_) return out;
    Text& t = app.text();
    std::string title = banner_->title;
    std::string detail = banner_->detail;
    int fpx = app.px(title.size() > 24 ? 24 : 30);
    SDL_Point size = t.measure(title, fpx, FontStyle::Bold);
    // A step's long question (the City's "your tile's scoring gave an opponent points…") does not
    // fit in one large line: the banner names who chooses, the line under it says what.
    const int max_w = board_rect_.w - app.px(40);
    if (const size_t colon = title.find(": ");
        size.x + app.px(120) > max_w && colon != std::string::npos && detail.empty()) {
        detail = capitalised(title.substr(colon + 2));
        title = fill(_("{player} chooses"), {{"player", title.substr(0, colon)}});
        fpx = app.px(30);
        size = t.measure(title, fpx, FontStyle::Bold);
    }
    const int w = std::min(
        max_w, std::max({size.x + app.px(120), app.px(360),
                         detail.empty() ? 0 : t.measure(detail, app.px(14)).x + app.px(110)}));
    const int h = app.px(detail.empty() ? 74 : 96);
    const int cx = board_rect_.x + board_rect_.w / 2;
    out.title = std::move(title);
    out.detail = std::move(detail);
    out.font_px = fpx;
    out.rect = {cx - w / 2, app.px(64), w, h};
    return out;
}

void GameScene::draw_banner(App& app) {
    banner_rect_ = {};
    if (!banner_) return;
    const float a = fade(app.now() - banner_->start, kBannerDuration, 220);
    if (a <= 0) return;
    const Ruleset& rules = session_->rules();
    const PlayerColor pc =
        player_color(rules.setup.players[static_cast<size_t>(banner_->player)].color);
    Text& t = app.text();
    const BannerLayout lay = banner_layout(app);
    const std::string& title = lay.title;
    const std::string& detail = lay.detail;
    const int fpx = lay.font_px, w = lay.rect.w, h = lay.rect.h;
    const float slide = (1 - a) * static_cast<float>(app.px(20));
    const std::optional<int> top = banner_top(app, lay.rect);
    if (!top) return;
    const SDL_Rect r{lay.rect.x, *top - static_cast<int>(slide), w, h};
    banner_rect_ = r;
    fill_round_rect(app.renderer(), to_f(r), static_cast<float>(app.px(14)),
                    Color{18, 20, 22, static_cast<uint8_t>(235 * a)});
    fill_round_rect(app.renderer(), to_f({r.x, r.y, app.px(12), r.h}),
                    static_cast<float>(app.px(6)), pc.fill.with_alpha(static_cast<int>(255 * a)));
    const int chip = app.px(40);
    draw_player_chip(app, {r.x + app.px(28), r.y + app.px(16), chip, chip}, pc.fill, pc.ink,
                     pc.letter);
    t.draw(title, r.x + app.px(84), r.y + app.px(16), fpx,
           theme::kText.with_alpha(static_cast<int>(255 * a)), FontStyle::Bold);
    if (!detail.empty())
        t.draw_fit(detail, r.x + app.px(84), r.y + app.px(60), w - app.px(100), app.px(14),
                   theme::kTextDim.with_alpha(static_cast<int>(255 * a)));
}

}  // namespace carc::app
