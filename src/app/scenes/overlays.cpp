#include "scenes/overlays.hpp"

#include <algorithm>
#include <fstream>
#include <functional>
#include <sstream>

#include "scenes/scenes.hpp"
#include "shell/app.hpp"
#include "shell/game_session.hpp"
#include "shell/i18n.hpp"
#include "shell/saved_games.hpp"
#include "shell/text.hpp"
#include "shell/theme.hpp"
#include "widgets/panels.hpp"

namespace carc::app {

void Overlay::event(App& app, const SDL_Event& e) {
    layout(app);
    if (ui_.event(app, e)) {
        ui_.run_pending();
        return;
    }
    if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_ESCAPE) {
        app.pop();
        return;
    }
    // A click outside the panel closes it, like a dialog on any desktop.
    if (e.type == SDL_MOUSEBUTTONUP && e.button.button == SDL_BUTTON_LEFT &&
        !contains(panel_, e.button.x, e.button.y)) {
        app.pop();
        return;
    }
    on_key(app, e);
}

SDL_Rect Overlay::frame(App& app, int w, int h) {
    fill_rect(app.renderer(), {0, 0, app.width(), app.height()}, Color{8, 10, 12, 170});
    w = std::min(w, app.width() - app.px(40));
    h = std::min(h, app.height() - app.px(40));
    panel_ = {(app.width() - w) / 2, (app.height() - h) / 2, w, h};
    draw_panel(app, panel_, Color{26, 30, 32, 250});
    return panel_;
}

// --- rules ------------------------------------------------------------------------------------

RulesOverlay::RulesOverlay(App& app, const std::string& id, std::string anchor)
    : expansion_(id), anchor_(std::move(anchor)), scroll_to_anchor_(!anchor_.empty()) {
    const Catalog* c = app.catalog();
    const ExpansionDef* e = c ? c->find_expansion(id) : nullptr;
    title_ = e ? tr(e->name) : id;
    std::ifstream in(rules_text_path(c ? c->data_dir : std::string("data"), e ? e->rules_text : id + ".md"));
    std::stringstream buf;
    buf << in.rdbuf();
    blocks_ = parse_markdown(buf.str());
    // The file's own top heading repeats the title.
    if (!blocks_.empty() && blocks_.front().kind == TextBlock::Kind::Heading)
        blocks_.erase(blocks_.begin());
    if (blocks_.empty())
        blocks_.push_back({TextBlock::Kind::Paragraph,
                           e ? tr(e->summary) : _("No rules text for this expansion yet."),
                           {{e ? tr(e->summary) : _("No rules text for this expansion yet."),
                             FontStyle::Regular}},
                           "",
                           ""});
    for (const TextBlock& b : blocks_)
        if (!b.anchor.empty() && app.demos().for_rule({expansion_, b.anchor}))
            demo_anchors_.push_back(b.anchor);
}

bool RulesOverlay::has_demo(const std::string& anchor) const {
    return std::find(demo_anchors_.begin(), demo_anchors_.end(), anchor) != demo_anchors_.end();
}

void RulesOverlay::show_me(App& app, const std::string& anchor) {
    const Demo* demo = app.demos().for_rule({expansion_, anchor});
    const Catalog* catalog = app.catalog();
    if (!demo || !catalog) return;
    auto session = app.saves().open(*catalog, demo->path);
    if (!session) {
        app.push(make_message_overlay(app, _("Cannot open this file"), session.error()));
        return;
    }
    // The review names the game by the demo's title, not by its file.
    (*session)->info().name = tr(demo->save.title);
    std::string rule_text;
    for (const TextBlock& b : blocks_)
        if (b.anchor == anchor) rule_text = b.text;
    ShownRule shown{tr(demo->save.title), title_, rule_text, {expansion_, anchor},
                    *demo->save.show_at};
    // Back to the scene under the panels (the game), which the review then covers.
    for (size_t panels = app.overlays_on_top(); panels > 0; --panels) app.pop();
    app.push(make_demo_review_scene(app, std::move(*session), std::move(shown)));
}

void RulesOverlay::layout(App& app) {
    ui_.begin();
    const int w = std::min(app.px(760), app.width() - app.px(40));
    const int h = std::min(app.px(640), app.height() - app.px(40));
    const SDL_Rect p{(app.width() - w) / 2, (app.height() - h) / 2, w, h};
    ui_.button(
        "close", {p.x + p.w - app.px(140), p.y + p.h - app.px(62), app.px(120), app.px(44)},
        _("Close"), [&app] { app.pop(); }, ButtonStyle::Primary);
    for (const auto& [anchor, rect] : show_me_) {
        Widget& b = ui_.button("show-me-" + anchor, rect, _("Show me"),
                               [this, &app, rule = anchor] { show_me(app, rule); });
        b.font_px = app.px(13);
    }
}

void RulesOverlay::on_key(App& app, const SDL_Event& e) {
    int delta = 0;
    if (e.type == SDL_MOUSEWHEEL) delta = -e.wheel.y * app.px(48);
    if (e.type == SDL_KEYDOWN) {
        const SDL_Keycode k = e.key.keysym.sym;
        if (k == SDLK_DOWN) delta = app.px(40);
        if (k == SDLK_UP) delta = -app.px(40);
        if (k == SDLK_PAGEDOWN) delta = panel_.h / 2;
        if (k == SDLK_PAGEUP) delta = -panel_.h / 2;
    }
    const int view_h = panel_.h - app.px(150);
    scroll_ = std::clamp(scroll_ + delta, 0, std::max(0, content_h_ - view_h));
}

void RulesOverlay::render(App& app) {
    layout(app);
    const int w = std::min(app.px(760), app.width() - app.px(40));
    const int h = std::min(app.px(640), app.height() - app.px(40));
    const SDL_Rect p = frame(app, w, h);
    Text& t = app.text();
    t.draw(fill(_("Rules · {expansion}"), {{"expansion", title_}}), p.x + app.px(28), p.y + app.px(22), app.px(24), theme::kAccent,
           FontStyle::Bold);
    view_ = {p.x + app.px(28), p.y + app.px(72), p.w - app.px(56), p.h - app.px(150)};
    const SDL_Rect& view = view_;
    // A rule with a demo leaves room on its right for its "Show me" button.
    const int show_w = std::max(app.px(92), app.text().measure(_("Show me"), app.px(13), FontStyle::Bold).x + app.px(16));
    const int show_h = app.px(26);
    std::vector<std::pair<std::string, SDL_Rect>> shown_buttons;
    const int body = app.px(15);
    const int gap = app.px(4);  // around the highlighted rule
    // One pass lays the blocks out from content height 0; drawing shifts them by the scroll.
    // Opened at a rule, a first pass without drawing finds it and scrolls it near the top.
    auto pass = [&](bool draw) {
        int y = 0;
        highlight_ = {};
        for (const TextBlock& b : blocks_) {
            const bool lit = !anchor_.empty() && b.anchor == anchor_;
            const int top = y;
            const int dy = view.y - scroll_;
            const bool demo = !b.anchor.empty() && has_demo(b.anchor);
            const int wrap = demo ? view.w - app.px(24) - show_w - app.px(8) : view.w - app.px(24);
            if (draw && demo) {
                const SDL_Rect button{view.x + view.w - show_w, top + dy, show_w, show_h};
                if (button.y >= view.y && button.y + button.h <= view.y + view.h)
                    shown_buttons.emplace_back(b.anchor, button);
            }
            auto copy = [&](const TextBox& box, int x, int at) {
                if (!draw || !box.texture) return;
                const SDL_Rect dst{x, at + dy, box.w, box.h};
                SDL_RenderCopy(app.renderer(), box.texture, nullptr, &dst);
            };
            // The rule a log line opened at lies on a tinted, outlined band.
            auto band = [&](int height) {
                highlight_ = {view.x, top + dy - gap, view.w, height + 2 * gap};
                if (!draw) return;
                fill_round_rect(app.renderer(), to_f(highlight_), static_cast<float>(app.px(6)),
                                Color{theme::kAccent.r, theme::kAccent.g, theme::kAccent.b, 44});
                SDL_SetRenderDrawColor(app.renderer(), theme::kAccent.r, theme::kAccent.g,
                                       theme::kAccent.b, 200);
                SDL_RenderDrawRect(app.renderer(), &highlight_);
            };
            switch (b.kind) {
                case TextBlock::Kind::Heading:
                case TextBlock::Kind::Subheading: {
                    y += app.px(8);
                    const int fpx = app.px(b.kind == TextBlock::Kind::Heading ? 20 : 17);
                    const TextBox box = t.get(b.text, fpx, theme::kAccent, FontStyle::Bold, wrap);
                    if (lit) band(box.h + app.px(8));
                    copy(box, view.x, y);
                    y += box.h + app.px(4);
                    break;
                }
                case TextBlock::Kind::Bullet:
                case TextBlock::Kind::Numbered: {
                    const bool numbered = b.kind == TextBlock::Kind::Numbered;
                    const int indent = app.px(numbered ? 28 : 22);
                    const TextBox box = t.get(b.spans, body, theme::kText, wrap - indent);
                    if (lit) band(box.h);
                    if (draw && numbered)
                        t.draw(b.number, view.x + indent - app.px(6), y + dy, body, theme::kAccent,
                               FontStyle::Bold, Align::Right);
                    else if (draw)
                        t.draw("•", view.x + app.px(4), y + dy, body, theme::kAccent);
                    copy(box, view.x + indent, y);
                    y += box.h + app.px(6);
                    break;
                }
                case TextBlock::Kind::Paragraph: {
                    const TextBox box = t.get(b.spans, body, theme::kText, wrap);
                    if (lit) band(box.h);
                    copy(box, view.x, y);
                    y += box.h + app.px(10);
                    break;
                }
            }
            if (demo) y = std::max(y, top + show_h + app.px(4));  // buttons never touch
            if (lit) anchor_top_ = top;
        }
        content_h_ = y;
    };
    if (scroll_to_anchor_) {
        pass(false);
        scroll_to_anchor_ = false;
        if (anchor_top_ >= 0)
            scroll_ = std::clamp(anchor_top_ - app.px(24), 0, std::max(0, content_h_ - view.h));
    }
    SDL_RenderSetClipRect(app.renderer(), &view);
    pass(true);
    SDL_RenderSetClipRect(app.renderer(), nullptr);
    auto same_rect = [](const SDL_Rect& a, const SDL_Rect& b) {
        return a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h;
    };
    const bool moved = !std::equal(shown_buttons.begin(), shown_buttons.end(), show_me_.begin(),
                                   show_me_.end(), [&](const auto& a, const auto& b) {
                                       return a.first == b.first && same_rect(a.second, b.second);
                                   });
    if (moved) {
        show_me_ = std::move(shown_buttons);
        layout(app);  // this frame's buttons where the text put them
    }
    if (content_h_ > view.h)
        t.draw(_("Scroll for more: wheel or ↑ ↓"), p.x + app.px(28), p.y + p.h - app.px(50),
               app.px(13), theme::kTextFaint);
    ui_.render(app);
}

// --- confirm ----------------------------------------------------------------------------------

ConfirmOverlay::ConfirmOverlay(std::string question, std::string yes,
                               std::function<void(App&)> on_yes)
    : question_(std::move(question)), yes_(std::move(yes)), on_yes_(std::move(on_yes)) {
    ui_.set_focus("no");
}

void ConfirmOverlay::layout(App& app) {
    ui_.begin();
    const int w = app.px(520), h = app.px(210);
    const SDL_Rect p{(app.width() - w) / 2, (app.height() - h) / 2, w, h};
    ui_.button("no", {p.x + p.w - app.px(380), p.y + p.h - app.px(66), app.px(170), app.px(46)},
               _("Stay"), [&app] { app.pop(); });
    ui_.button(
        "yes", {p.x + p.w - app.px(196), p.y + p.h - app.px(66), app.px(176), app.px(46)}, yes_,
        [this, &app] {
            auto f = on_yes_;
            app.pop();
            f(app);
        },
        ButtonStyle::Primary);
}

void ConfirmOverlay::render(App& app) {
    layout(app);
    const SDL_Rect p = frame(app, app.px(520), app.px(210));
    app.text().draw(question_, p.x + app.px(28), p.y + app.px(30), app.px(17), theme::kText,
                    FontStyle::Regular, Align::Left, p.w - app.px(56));
    ui_.render(app);
}

namespace {

// --- settings ---------------------------------------------------------------------------------

class SettingsOverlay : public Overlay {
public:
    const char* name() const override { return "settings"; }
    void render(App& app) override {
        layout(app);
        const SDL_Rect p = frame(app, app.px(640), app.px(kHeight));
        Text& t = app.text();
        t.draw(_("Settings"), p.x + app.px(28), p.y + app.px(22), app.px(24), theme::kAccent,
               FontStyle::Bold);
        const char* labels[] = {N_("Interface size"), N_("Animations"),    N_("Full screen"),
                                N_("Computer speed"), N_("Hard computer"), N_("Hints"),
                                N_("Learning aids"), N_("Language"),      N_("Sound")};
        // A label too long for one line (other languages) takes two, beside its row's buttons.
        for (int i = 0; i < 9; ++i) {
            const char* label = _(labels[i]);
            const int top = p.y + app.px(76) + i * row_, w = app.px(165);
            if (t.measure(label, app.px(16), FontStyle::Bold).x <= w) {
                t.draw(label, p.x + app.px(28), top + app.px(8), app.px(16), theme::kText, FontStyle::Bold);
                continue;
            }
            const TextBox box = t.get(label, app.px(14), theme::kText, FontStyle::Bold, w);
            t.draw(label, p.x + app.px(28), top + (button_h_ - box.h) / 2, app.px(14), theme::kText,
                   FontStyle::Bold, Align::Left, w);
        }
        ui_.render(app);
        ui_.render_tooltip(app);
    }

private:
    static constexpr int kHeight = 562, kRow = 46;  // interface points
    int row_ = 0;  // pixels from one row to the next: closer when the window is short
    int button_h_ = 0;
    void layout(App& app) override {
        ui_.begin();
        const int w = std::min(app.px(640), app.width() - app.px(40));
        const int h = std::min(app.px(kHeight), app.height() - app.px(40));
        // Nine rows between the title and the Close button, whose row the last one keeps clear of.
        row_ = std::min(app.px(kRow), (h - app.px(76 + 38 + 62 + 4)) / 8);
        // Rows closer than the buttons are tall (a short window at a large size) get lower
        // buttons, never overlapping ones.
        button_h_ = std::min(app.px(38), row_ - app.px(4));
        const SDL_Rect p{(app.width() - w) / 2, (app.height() - h) / 2, w, h};
        Settings& s = app.settings();
        auto change = [&app](auto f) {
            return [&app, f] {
                f(app.settings());
                app.save_settings();
                app.apply_settings();
            };
        };
        int x = p.x + app.px(200);
        const int y0 = p.y + app.px(76);
        const int scales[] = {0, 100, 125, 150, 200};
        for (int v : scales) {
            const std::string label = v ? std::to_string(v) + "%" : _("Auto");
            const int bw = app.px(v ? 70 : 76);
            Widget& b =
                ui_.button("scale" + std::to_string(v), {x, y0, bw, button_h_}, label,
                           change([v](Settings& st) { st.ui_scale_percent = v; }),
                           s.ui_scale_percent == v ? ButtonStyle::Selected : ButtonStyle::Normal);
            b.font_px = app.px(14);
            if (!v) b.hint = _("Follows the screen's density and the window size.");
            x += bw + app.px(8);
        }
        auto on_off = [&](const std::string& id, int row, bool value, auto set) {
            int bx = p.x + app.px(200);
            for (bool v : {true, false}) {
                Widget& b =
                    ui_.button(id + (v ? ":on" : ":off"),
                               {bx, y0 + row * row_, app.px(90), button_h_},
                               v ? _("On") : _("Off"), change([v, set](Settings& st) { set(st, v); }),
                               value == v ? ButtonStyle::Selected : ButtonStyle::Normal);
                b.font_px = app.px(14);
                bx += app.px(98);
            }
        };
        on_off("animations", 1, s.animations, [](Settings& st, bool v) { st.animations = v; });
        on_off("fullscreen", 2, s.fullscreen, [](Settings& st, bool v) { st.fullscreen = v; });
        // A row of choices: how a computer's move is shown, how long the hard computer thinks.
        auto choices = [&](const std::string& id, int row, int index_chosen,
                           const std::vector<std::string>& labels,
                           const std::function<void(Settings&, int)>& set, const char* hint) {
            int bx = p.x + app.px(200);
            for (int i = 0; i < static_cast<int>(labels.size()); ++i) {
                Widget& b = ui_.button(
                    id + ":" + std::to_string(i),
                    {bx, y0 + row * row_, app.px(100), button_h_},
                    labels[static_cast<size_t>(i)], change([i, set](Settings& st) { set(st, i); }),
                    i == index_chosen ? ButtonStyle::Selected : ButtonStyle::Normal);
                b.font_px = app.px(14);
                b.hint = hint;
                bx += app.px(108);
            }
        };
        int speed = 0;
        for (int i = 0; i < 3; ++i)
            if (s.computer_speed == kComputerSpeeds[i]) speed = i;
        choices(
            "speed", 3, speed, {_("Normal"), _("Fast"), _("Instant")},
            [](Settings& st, int i) { st.computer_speed = kComputerSpeeds[i]; },
            _("How a computer's move is shown: its tile slides to its square, then its figure "
              "appears (Space skips it)."));
        static constexpr int kHardMs[] = {1000, 2000, 5000};
        const int chosen_ms = static_cast<int>(
            std::find(std::begin(kHardMs), std::end(kHardMs), s.hard_ms) - std::begin(kHardMs));
        choices(
            "hard_ms", 4, chosen_ms, {_("1 s a move"), _("2 s a move"), _("5 s a move")},
            [](Settings& st, int i) { st.hard_ms = kHardMs[i]; },
            _("How long the hard computer thinks about each move (the others answer at once); "
              "longer plays better."));
        on_off("hints", 5, s.show_hints, [](Settings& st, bool v) { st.show_hints = v; });
        // Off is the purist's bare table; the game under way follows the switch too.
        on_off("aids", 6, !s.purist, [](Settings& st, bool v) { st.purist = !v; });
        for (Widget& w : ui_.items())
            if (w.id.rfind("aids:", 0) == 0)
                w.hint = _("Remaining tiles, what fits where, ownership and projected scores, lit "
                           "squares and hints. Off: the bare table (the rules are still enforced).");
        // Each language in its own words, so that a player lost in a foreign one finds theirs.
        // Each button as wide as its name; a smaller font when the row would not fit.
        const int room = p.x + p.w - app.px(20) - (p.x + app.px(200));
        int fpx = app.px(13);
        auto row_width = [&](int px) {
            int w = -app.px(6);
            for (const Language& l : kLanguages)
                w += app.text().measure(l.native_name, px, FontStyle::Bold).x + app.px(16) + app.px(6);
            return w;
        };
        while (fpx > app.px(9) && row_width(fpx) > room) --fpx;
        int lx = p.x + app.px(200);
        for (const Language& l : kLanguages) {
            const std::string code = l.code;
            const int bw = app.text().measure(l.native_name, fpx, FontStyle::Bold).x + app.px(16);
            Widget& b = ui_.button("language:" + code, {lx, y0 + 7 * row_, bw, button_h_},
                                   l.native_name, change([code](Settings& st) { st.language = code; }),
                                   language() == code ? ButtonStyle::Selected : ButtonStyle::Normal);
            b.font_px = fpx;
            lx += bw + app.px(6);
        }
        // The sounds: off (muted, as M does in a game), or one of four volumes.
        int vx = p.x + app.px(200);
        for (int v : {0, 25, 50, 75, 100}) {
            // A volume from the file between two buttons lights the one above it.
            const bool chosen = v == 0 ? s.sound_muted
                                       : !s.sound_muted && s.sound_volume > v - 25 && s.sound_volume <= v;
            Widget& b = ui_.button(
                "sound:" + std::to_string(v), {vx, y0 + 8 * row_, app.px(70), button_h_},
                v ? std::to_string(v) + "%" : _("Off"), change([v](Settings& st) {
                    st.sound_muted = v == 0;
                    if (v) st.sound_volume = v;
                }),
                chosen ? ButtonStyle::Selected : ButtonStyle::Normal);
            b.font_px = app.px(14);
            b.hint = _("How loud the table's sounds are; M mutes and unmutes them in a game.");
            vx += app.px(78);
        }
        ui_.button(
            "close", {p.x + p.w - app.px(140), p.y + p.h - app.px(62), app.px(120), app.px(44)},
            _("Close"), [&app] { app.pop(); }, ButtonStyle::Primary);
    }
};

// --- help -------------------------------------------------------------------------------------

class HelpOverlay : public Overlay {
public:
    explicit HelpOverlay(std::vector<std::pair<std::string, std::string>> rules)
        : rules_(std::move(rules)) {}
    const char* name() const override { return "help"; }
    void render(App& app) override {
        layout(app);
        const SDL_Rect p = frame(app, app.px(820), app.px(600));
        Text& t = app.text();
        t.draw(_("Controls"), p.x + app.px(28), p.y + app.px(22), app.px(24), theme::kAccent,
               FontStyle::Bold);
        static const std::pair<const char*, const char*> rows[] = {
            {N_("Place the tile"), N_("Click a lit square (on the bare table, any square beside the tiles), or Tab to pick one and Enter")},
            {N_("Turn the tile"), N_("R, right-click, or Shift + wheel: only the rotations that fit")},
            {N_("Place a figure"), N_("Click a marker (on the new tile, or anywhere lit), or its number")},
            {N_("Skip the figure"), N_("Space or Enter")},
            {N_("Someone else chooses"),
             N_("The banner, the card and the prompt name who: pass the mouse")},
            {N_("Take back"), N_("Backspace or Ctrl+Z, until the next player places a tile")},
            {N_("Save"), N_("Ctrl+S under a name; the game also saves itself after every move")},
            {N_("Move the board"), N_("Drag, arrow keys or W A S D")},
            {N_("Zoom"), N_("Wheel (at the cursor), + and −")},
            {N_("Whole board"), N_("Home")},
            {N_("What is it worth?"), N_("Point at a figure: its feature lights up with its value now")},
            {N_("Where did points come from?"),
             N_("Point at a log entry: its feature lights up; click it: the rule it applies")},
            {N_("The whole log"), N_("L or the log's Open button: over the board; Esc closes it")},
            {N_("Hint"), N_("H or the Hint button: the computer's suggestion (Settings: Hints)")},
            {N_("Tiles still to come"), N_("T or the Tiles button; point at a free square: what fits")},
            {N_("Who holds what"), N_("O or the Owners button: features in their holders' colours")},
            {N_("A computer's move"), N_("Space or Enter shows it at once")},
            {N_("Sounds"), N_("M mutes and unmutes them, or the Sound button; the volume is in Settings")},
            {N_("Menu"), N_("Esc; Seats… hands a seat to a person or the computer")},
        };
        // Each row's "how" wraps in its column; when the rows need more height than the panel
        // leaves (the smallest window, a long language, many rules buttons) they scroll.
        const int px = app.px(15);
        int what_w = 0;
        for (const auto& row : rows)
            what_w = std::max(what_w, t.measure(_(row.first), px, FontStyle::Bold).x + app.px(18));
        what_w = std::min(what_w, app.px(250));
        const int how_x = p.x + app.px(28) + what_w;
        const int how_wrap = p.x + p.w - app.px(28) - how_x;
        const int top = p.y + app.px(72);
        view_ = {p.x + app.px(20), top, p.w - app.px(40), std::max(app.px(40), buttons_top_ - app.px(8) - top)};
        std::vector<int> heights;
        int needed = 0;
        for (const auto& [what, how] : rows) {
            const int h = std::max(t.get(_(what), px, theme::kText, FontStyle::Bold, what_w - app.px(12)).h,
                                   t.get(_(how), px, theme::kTextDim, FontStyle::Regular, how_wrap).h);
            heights.push_back(h);
            needed += h;
        }
        const int n = static_cast<int>(std::size(rows));
        // Airy rows when there is room, else a few pixels between them.
        const int gap = std::clamp((view_.h - needed) / n, app.px(5), app.px(18));
        content_h_ = needed + gap * n;
        scroll_ = std::clamp(scroll_, 0, std::max(0, content_h_ - view_.h));
        SDL_RenderSetClipRect(app.renderer(), &view_);
        int y = top - scroll_;
        for (size_t i = 0; i < std::size(rows); ++i) {
            t.draw(_(rows[i].first), p.x + app.px(28), y, px, theme::kText, FontStyle::Bold, Align::Left,
                   what_w - app.px(12));
            t.draw(_(rows[i].second), how_x, y, px, theme::kTextDim, FontStyle::Regular, Align::Left, how_wrap);
            y += heights[i] + gap;
        }
        SDL_RenderSetClipRect(app.renderer(), nullptr);
        if (content_h_ > view_.h) {
            const int bar_h = std::max(app.px(30), view_.h * view_.h / content_h_);
            const int bar_y = view_.y + (view_.h - bar_h) * scroll_ / std::max(1, content_h_ - view_.h);
            fill_round_rect(app.renderer(), to_f({view_.x + view_.w - app.px(5), bar_y, app.px(5), bar_h}),
                            static_cast<float>(app.px(2)), Color{255, 255, 255, 60});
        }
        ui_.render(app);
    }

private:
    void layout(App& app) override {
        ui_.begin();
        const int w = std::min(app.px(820), app.width() - app.px(40));
        const int h = std::min(app.px(600), app.height() - app.px(40));
        const SDL_Rect p{(app.width() - w) / 2, (app.height() - h) / 2, w, h};
        const int row_y = p.y + p.h - app.px(62);
        ui_.button(
            "close", {p.x + p.w - app.px(140), row_y, app.px(120), app.px(44)}, _("Close"),
            [&app] { app.pop(); }, ButtonStyle::Primary);
        // The rules texts of the expansions in play, beside Close, in rows upwards as needed.
        const int left = p.x + app.px(28);
        int x = left, y = row_y, right = p.x + p.w - app.px(156);
        for (const auto& [id, name] : rules_) {
            const std::string label = fill(_("Rules: {expansion}"), {{"expansion", tr(name)}});
            const int bw = std::min(app.text().measure(label, app.px(14), FontStyle::Bold).x + app.px(32),
                                    p.x + p.w - app.px(28) - left);
            if (x + bw > right && x > left) {
                x = left;
                y -= app.px(52);
                right = p.x + p.w - app.px(28);
            }
            Widget& b = ui_.button("rules:" + id, {x, y, bw, app.px(44)}, label,
                                   [&app, id = id] { app.push(make_rules_overlay(app, id)); });
            b.font_px = app.px(14);
            x += bw + app.px(10);
        }
        buttons_top_ = y;
    }
    void on_key(App& app, const SDL_Event& e) override {
        int delta = 0;
        if (e.type == SDL_MOUSEWHEEL) delta = -e.wheel.y * app.px(48);
        if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_DOWN) delta = app.px(40);
        if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_UP) delta = -app.px(40);
        scroll_ = std::clamp(scroll_ + delta, 0, std::max(0, content_h_ - view_.h));
    }

    std::vector<std::pair<std::string, std::string>> rules_;  // expansion id, name
    int buttons_top_ = 0;
    SDL_Rect view_{};  // where the rows scroll
    int scroll_ = 0, content_h_ = 0;
};

// --- pause ------------------------------------------------------------------------------------

class PauseOverlay : public Overlay {
public:
    PauseOverlay(std::shared_ptr<GameSession> session,
                 std::function<void(const std::string&)> notify)
        : session_(std::move(session)), notify_(std::move(notify)) {
        for (const ExpansionDef* x : session_->rules().expansions)
            expansions_.emplace_back(x->id, x->name);
        ui_.set_focus("resume");
    }
    const char* name() const override { return "pause"; }
    void render(App& app) override {
        layout(app);
        frame(app, size_.x, size_.y);
        app.text().draw(_("Game menu"), panel_.x + panel_.w / 2, panel_.y + app.px(22), app.px(22),
                        theme::kAccent, FontStyle::Bold, Align::Center);
        ui_.render(app);
    }

private:
    void layout(App& app) override {
        ui_.begin();
        // One column when the window is tall enough, else as many as it takes: every item on
        // screen at every interface size. A small window gets lower rows first (two columns
        // rather than three), and a column too narrow for a label ("Rules: The Princess & the
        // Dragon", longer in German) a smaller font: the labels are never shortened.
        const int items = static_cast<int>(8 + expansions_.size());
        const int col_w = app.px(320);
        auto columns = [&](int row_step) {
            const int rows_fit = std::max(1, (app.height() - app.px(40) - app.px(96)) / row_step);
            return (items + rows_fit - 1) / rows_fit;
        };
        const int step = columns(app.px(56)) > 1 ? app.px(48) : app.px(56);
        const int button_h = step - app.px(step > app.px(50) ? 10 : 8);
        const int cols = columns(step);
        const int rows = (items + cols - 1) / cols;
        const int side = cols > 1 ? app.px(24) : app.px(40);
        size_ = {cols * col_w + 2 * side + (cols - 1) * app.px(16), app.px(96) + rows * step};
        const int w = std::min(size_.x, app.width() - app.px(40));
        const int h = std::min(size_.y, app.height() - app.px(40));
        const SDL_Rect p{(app.width() - w) / 2, (app.height() - h) / 2, w, h};
        const int bw = (w - 2 * side - (cols - 1) * app.px(16)) / cols;
        int index = 0;
        auto add = [&](const std::string& id, const std::string& label, std::function<void()> f,
                       ButtonStyle st = ButtonStyle::Normal) {
            const int col = index / rows, row = index % rows;
            Widget& b = ui_.button(id,
                                   {p.x + side + col * (bw + app.px(16)), p.y + app.px(72) + row * step,
                                    bw, button_h},
                                   label, std::move(f), st);
            b.font_px = app.px(16);
            ++index;
        };
        add(
            "resume", _("Resume"), [&app] { app.pop(); }, ButtonStyle::Primary);
        add("save", _("Save… (Ctrl+S)"), [this, &app] {
            app.pop();
            app.push(make_save_overlay(app, session_, notify_));
        });
        add("export", _("Export for JCloisterZone…"), [this, &app] {
            app.pop();
            app.push(make_export_overlay(app, session_->record(), session_->info().name, notify_));
        });
        add("seats", _("Seats: person or computer…"),
            [this, &app] { app.push(make_seats_overlay(app, session_)); });
        for (const auto& [id, name] : expansions_)
            add("rules:" + id, fill(_("Rules: {expansion}"), {{"expansion", tr(name)}}),
                [&app, id] { app.push(make_rules_overlay(app, id)); });
        add("help", _("Controls"), [&app] { app.push(make_help_overlay(app)); });
        add("settings", _("Settings"), [&app] { app.push(make_settings_overlay(app)); });
        // The game saves itself after every move: leaving asks only when that failed.
        const std::string unsaved = session_->info().autosave_error;
        add("leave", _("Leave to the main menu"), [&app, unsaved] {
            if (unsaved.empty()) {
                app.replace_all(make_menu_scene(app));
                return;
            }
            app.push(std::make_unique<ConfirmOverlay>(
                fill(_("Leave this game? It could not be saved ({error}) and cannot be continued."),
                     {{"error", unsaved}}),
                _("Leave"), [](App& a) { a.replace_all(make_menu_scene(a)); }));
        });
        add("quit", _("Quit"), [&app, unsaved] {
            if (unsaved.empty()) {
                app.quit();
                return;
            }
            app.push(std::make_unique<ConfirmOverlay>(
                fill(_("Quit now? This game could not be saved ({error})."), {{"error", unsaved}}), _("Quit"),
                [](App& a) { a.quit(); }));
        });
        int font = app.px(16);
        auto fits = [&] {
            for (const Widget& b : ui_.items())
                if (app.text().measure(b.label, font, FontStyle::Bold).x > bw - app.px(16)) return false;
            return true;
        };
        while (font > app.px(12) && !fits()) --font;
        for (Widget& b : ui_.items()) b.font_px = font;
    }
    std::shared_ptr<GameSession> session_;
    std::function<void(const std::string&)> notify_;  // the game scene's notice line
    std::vector<std::pair<std::string, std::string>> expansions_;
    SDL_Point size_{};  // the panel as laid out
};

}  // namespace

std::unique_ptr<Scene> make_rules_overlay(App& app, const std::string& id,
                                          const std::string& anchor) {
    return std::make_unique<RulesOverlay>(app, id, anchor);
}
std::unique_ptr<Scene> make_settings_overlay(App&) { return std::make_unique<SettingsOverlay>(); }
std::unique_ptr<Scene> make_help_overlay(App&,
                                         std::vector<std::pair<std::string, std::string>> rules) {
    return std::make_unique<HelpOverlay>(std::move(rules));
}

std::unique_ptr<Scene> make_pause_overlay(App&, std::shared_ptr<GameSession> session,
                                          std::function<void(const std::string&)> notify) {
    return std::make_unique<PauseOverlay>(std::move(session), std::move(notify));
}

}  // namespace carc::app
