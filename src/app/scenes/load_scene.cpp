#include "scenes/load_scene.hpp"

#include <algorithm>
#include <filesystem>
#include <functional>

#include "scenes/overlays.hpp"
#include "shell/app.hpp"
#include "shell/file_dialogs.hpp"
#include "shell/game_session.hpp"
#include "shell/i18n.hpp"
#include "shell/saved_games.hpp"
#include "shell/text.hpp"
#include "shell/theme.hpp"
#include "widgets/panels.hpp"

namespace carc::app {

namespace {

// A new name for a listed game: one field, Cancel and Rename. The list is refreshed after.
class RenameOverlay : public Overlay {
public:
    RenameOverlay(std::string path, std::string name, std::function<void(App&)> done)
        : path_(std::move(path)), field_(std::move(name)), done_(std::move(done)) {}
    const char* name() const override { return "rename"; }
    const std::string& problem() const { return problem_; }
    void event(App& app, const SDL_Event& e) override {
        layout(app);
        if (e.type == SDL_KEYDOWN &&
            (e.key.keysym.sym == SDLK_RETURN || e.key.keysym.sym == SDLK_KP_ENTER)) {
            confirm(app);
            return;
        }
        Overlay::event(app, e);
    }
    void render(App& app) override {
        layout(app);
        const SDL_Rect p = frame(app, app.px(640), app.px(260));
        Text& t = app.text();
        t.draw(_("Rename the game"), p.x + app.px(28), p.y + app.px(22), app.px(22), theme::kAccent,
               FontStyle::Bold);
        t.draw(problem_.empty() ? std::string(_("The name shown in the lists and in the game.")) : problem_,
               p.x + app.px(28), p.y + app.px(132), app.px(14),
               problem_.empty() ? theme::kTextDim : theme::kError, FontStyle::Regular, Align::Left,
               p.w - app.px(56));
        ui_.render(app);
    }

private:
    void layout(App& app) override {
        ui_.begin();
        const int w = std::min(app.px(640), app.width() - app.px(40));
        const int h = std::min(app.px(260), app.height() - app.px(40));
        const SDL_Rect p{(app.width() - w) / 2, (app.height() - h) / 2, w, h};
        ui_.text_field("field", {p.x + app.px(28), p.y + app.px(74), p.w - app.px(56), app.px(44)},
                       &field_, _("Name"), 60);
        if (!started_) {
            ui_.start_editing("field", true);
            started_ = true;
        }
        ui_.button("cancel",
                   {p.x + p.w - app.px(330), p.y + p.h - app.px(62), app.px(150), app.px(44)},
                   _("Cancel"), [&app] { app.pop(); });
        ui_.button(
            "ok", {p.x + p.w - app.px(168), p.y + p.h - app.px(62), app.px(148), app.px(44)},
            _("Rename"), [this, &app] { confirm(app); }, ButtonStyle::Primary);
    }
    void confirm(App& app) {
        if (!app.catalog()) {
            problem_ = fill(_("The game data could not be read: {error}"), {{"error", app.catalog_error()}});
            return;
        }
        auto renamed = app.saves().rename(*app.catalog(), path_, field_);
        if (!renamed) {
            problem_ = renamed.error();
            return;
        }
        auto done = done_;
        app.pop();
        done(app);
    }
    std::string path_, field_, problem_;
    std::function<void(App&)> done_;
    bool started_ = false;
};

}  // namespace

LoadScene::LoadScene(App& app, OpenMode mode) : mode_(mode) {
    refresh(app);
    ui_.set_focus(rows_.empty() ? "path" : "row:0");
}

void LoadScene::refresh(App& app) {
    rows_.clear();
    autosave_.clear();
    if (!app.catalog()) return;
    rows_ = app.saves().list(*app.catalog());
    for (const SaveSummary& s : rows_) autosave_.push_back(app.saves().is_autosave(s.path));
}

void LoadScene::open(App& app, const std::string& path) {
    if (path.find_first_not_of(' ') == std::string::npos) {
        error_ = _("Type the path of a saved game (.carc.json) or a JCloisterZone game (.jcz).");
        return;
    }
    error_.clear();
    if (auto why = open_game_file(app, path, mode_)) error_ = *why;
}

bool LoadScene::file_dropped(App& app, const std::string& path) {
    open(app, path);
    return true;
}

void LoadScene::layout(App& app) {
    ui_.begin();
    const int margin = app.px(48);
    const int w = app.width() - 2 * margin;
    list_ = {margin, app.px(104), w,
             std::max(app.px(90), app.height() - app.px(104) - app.px(136))};
    row_h_ = app.px(84);
    gap_ = app.px(8);
    const int gap = gap_;
    const int content = static_cast<int>(rows_.size()) * (row_h_ + gap);
    scroll_ = std::clamp(scroll_, 0, std::max(0, content - list_.h));
    for (size_t i = 0; i < rows_.size(); ++i) {
        const SDL_Rect r{list_.x, list_.y + static_cast<int>(i) * (row_h_ + gap) - scroll_, list_.w,
                         row_h_};
        const std::string path = rows_[i].path;
        const SaveSummary& s = rows_[i];
        Widget& b = ui_.button("row:" + std::to_string(i), r, "", [this, &app, i] {
            const SaveSummary& row = rows_[i];
            if (!row.ok()) {
                error_ = row.error;  // damaged: say why, open nothing
                return;
            }
            open(app, row.path);
        });
        b.clip = list_;
        b.hint = !s.ok() ? s.error
                 : s.replayed_differently
                     ? s.path + " · " +
                           _("Saved by another version: it opens under today’s rules, and scores "
                             "may differ from when it was saved.")
                     : s.path;
        // Rename and Delete sit on the row, after it in the set: drawn over it, and so always
        // visible, and a click on them is theirs (the widget drawn last takes it).
        const int bh = app.px(28), by = r.y + r.h - bh - app.px(8);
        const int dw = app.px(84), rw = app.px(96);
        Widget& del =
            ui_.button("delete:" + std::to_string(i), {r.x + r.w - dw - app.px(12), by, dw, bh},
                       _("Delete…"), [this, &app, i] { ask_delete(app, static_cast<int>(i)); });
        del.font_px = app.px(13);
        del.hint = _("Delete this file (asks first) · Delete key");
        del.clip = list_;
        Widget& ren = ui_.button("rename:" + std::to_string(i),
                                 {r.x + r.w - dw - rw - app.px(20), by, rw, bh}, _("Rename…"),
                                 [this, &app, i] { ask_rename(app, static_cast<int>(i)); });
        ren.font_px = app.px(13);
        ren.hint = _("Give the game another name · F2");
        ren.enabled = s.ok();
        ren.clip = list_;
    }
    const int y = app.height() - app.px(84);
    const int bw = app.px(130);
    Widget& f = ui_.text_field("path", {margin, y, w - 2 * bw - app.px(24), app.px(44)}, &path_,
                               _("Path of a .carc.json or .jcz file"), 1024);
    f.hint = _("Type or paste (Ctrl+V) a path; ~ is your home folder");
    ui_.button(
        "open", {margin + w - 2 * bw - app.px(12), y, bw, app.px(44)}, _("Open"),
        [this, &app] { open(app, path_); }, ButtonStyle::Primary);
    ui_.button("back", {margin + w - bw, y, bw, app.px(44)}, _("Back"), [&app] {
        if (app.scene_count() > 1)
            app.pop();
        else
            app.replace_all(make_menu_scene(app));
    });
}

void LoadScene::ask_delete(App& app, int i) {
    if (i < 0 || i >= static_cast<int>(rows_.size())) return;
    const SaveSummary& row = rows_[static_cast<size_t>(i)];
    const std::string path = row.path;
    app.push(std::make_unique<ConfirmOverlay>(
        fill(_("Delete “{name}”? The file {path} is removed for good."), {{"name", row.name}, {"path", path}}),
        _("Delete"),
        [this, path](App& a) {
            if (auto removed = a.saves().remove(path); !removed) error_ = removed.error();
            refresh(a);
        }));
}

void LoadScene::ask_rename(App& app, int i) {
    if (i < 0 || i >= static_cast<int>(rows_.size()) || !rows_[static_cast<size_t>(i)].ok()) return;
    const SaveSummary& row = rows_[static_cast<size_t>(i)];
    app.push(std::make_unique<RenameOverlay>(row.path, row.name, [this](App& a) { refresh(a); }));
}

int LoadScene::focused_row() const {
    const std::string& f = ui_.focus();
    for (const char* prefix : {"row:", "rename:", "delete:"})
        if (f.rfind(prefix, 0) == 0) return std::stoi(f.substr(std::string(prefix).size()));
    return -1;
}

void LoadScene::keep_focus_visible() {
    const int i = focused_row();
    if (i < 0) return;
    const int top = i * (row_h_ + gap_), bottom = top + row_h_;
    if (top < scroll_) scroll_ = top;
    if (bottom > scroll_ + list_.h) scroll_ = bottom - list_.h;
}

void LoadScene::event(App& app, const SDL_Event& e) {
    layout(app);
    if (e.type == SDL_KEYDOWN && ui_.editing() &&
        (e.key.keysym.sym == SDLK_RETURN || e.key.keysym.sym == SDLK_KP_ENTER)) {
        ui_.stop_editing();
        open(app, path_);
        return;
    }
    if (e.type == SDL_KEYDOWN && !ui_.editing() &&
        (e.key.keysym.sym == SDLK_DELETE || e.key.keysym.sym == SDLK_F2)) {
        const int i = focused_row();
        if (e.key.keysym.sym == SDLK_DELETE)
            ask_delete(app, i);
        else
            ask_rename(app, i);
        return;
    }
    if (ui_.event(app, e)) {
        keep_focus_visible();
        ui_.run_pending();
        return;
    }
    if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_ESCAPE) {
        if (app.scene_count() > 1)
            app.pop();
        else
            app.replace_all(make_menu_scene(app));
        return;
    }
    if (e.type == SDL_MOUSEWHEEL) scroll_ -= e.wheel.y * app.px(60);
}

void LoadScene::draw_row(App& app, const SaveSummary& s, const SDL_Rect& r, bool autosave) {
    Text& t = app.text();
    const Catalog* catalog = app.catalog();
    const int x = r.x + app.px(16);
    const std::string date = s.modified_ns ? local_date(s.modified_ns) : "";
    const SDL_Point date_size = t.measure(date, app.px(13));
    t.draw(date, r.x + r.w - app.px(16), r.y + app.px(12), app.px(13), theme::kTextDim,
           FontStyle::Regular, Align::Right);
    // What kind of file it is and where the game stands.
    std::vector<std::pair<std::string, Color>> tags;
    if (!s.ok()) {
        tags.push_back({_("Damaged"), theme::kError});
    } else {
        tags.push_back(s.over
                           ? std::make_pair(std::string(_("Finished")), theme::kAccentDark)
                           : std::make_pair(std::string(_("In progress")), Color{46, 110, 70, 255}));
        if (s.branched_from) tags.push_back({_("Branch"), Color{70, 80, 130, 255}});
        // Opens as today's rules play it, with a notice (open_game_file).
        if (s.replayed_differently) tags.push_back({_("Other version"), Color{110, 70, 120, 255}});
    }
    if (autosave) tags.push_back({_("Autosave"), Color{70, 78, 80, 255}});
    int tag_x = r.x + r.w - app.px(30) - date_size.x;  // right edge of the next pill
    for (const auto& [label, color] : tags) {
        // draw_pill pads the text by its font size on each side.
        const int pw = t.measure(label, app.px(11), FontStyle::Bold).x + 2 * app.px(11);
        draw_pill(app, label, tag_x - pw / 2, r.y + app.px(11), app.px(11), color, theme::kText);
        tag_x -= pw + app.px(6);
    }
    t.draw_fit(s.name, x, r.y + app.px(9), std::max(app.px(60), tag_x - x - app.px(12)), app.px(16),
               theme::kText, FontStyle::Bold);
    if (!s.ok()) {
        t.draw_fit(s.error, x, r.y + app.px(38), r.w - app.px(32), app.px(13), theme::kError);
        return;
    }
    // Players with their colour chip and score.
    int px = x;
    for (size_t p = 0; p < s.players.size(); ++p) {
        const PlayerColor pc = player_color(s.players[p].color);
        draw_player_chip(app, {px, r.y + app.px(36), app.px(18), app.px(18)}, pc.fill, pc.ink,
                         pc.letter);
        px += app.px(24);
        const std::string text =
            s.players[p].name + " " + (p < s.scores.size() ? std::to_string(s.scores[p]) : "");
        px += t.draw(text, px, r.y + app.px(36), app.px(14), theme::kText).w + app.px(18);
    }
    std::string exps;
    for (const std::string& id : s.expansions) {
        const ExpansionDef* e = catalog ? catalog->find_expansion(id) : nullptr;
        exps += (exps.empty() ? "" : ", ") + (e ? tr(e->name) : id);
    }
    const std::string detail =
        fill(s.over ? _("Finished after turn {turn}") : _("Turn {turn}"), {{"turn", std::to_string(s.turn)}}) +
        " · " + fill(P_("{count} action", "{count} actions", s.actions), {{"count", std::to_string(s.actions)}}) +
        " · " + exps;
    t.draw_fit(detail, x, r.y + app.px(60), r.w - app.px(32) - app.px(220), app.px(12),
               theme::kTextDim);
}

void LoadScene::render(App& app) {
    layout(app);
    Text& t = app.text();
    const int margin = app.px(48);
    t.draw(mode_ == OpenMode::Play ? _("Load a game") : _("Review a saved game"), margin, app.px(26),
           app.px(28), theme::kAccent, FontStyle::Bold);
    const std::string where =
        app.saves().available()
            ? fill(_("Newest first, from {saves} and {autosaves}"),
                   {{"saves", app.saves().saves_dir()}, {"autosaves", app.saves().autosave_dir()}})
            : std::string(_("There is no folder for saved games on this system."));
    t.draw_fit(where, margin, app.px(70), app.width() - 2 * margin, app.px(13), theme::kTextDim);
    fill_round_rect(app.renderer(), to_f(list_), static_cast<float>(app.px(8)),
                    Color{20, 24, 26, 255});
    if (rows_.empty())
        t.draw(_("No saved games yet. Games save themselves after every move; they appear here."),
               list_.x + app.px(20), list_.y + app.px(20), app.px(15), theme::kTextDim,
               FontStyle::Regular, Align::Left, list_.w - app.px(40));
    ui_.render(app);
    SDL_RenderSetClipRect(app.renderer(), &list_);
    for (size_t i = 0; i < rows_.size(); ++i) {
        const Widget* w = ui_.find("row:" + std::to_string(i));
        if (!w) continue;
        SDL_Rect both;
        if (!SDL_IntersectRect(&w->rect, &list_, &both)) continue;
        draw_row(app, rows_[i], w->rect, autosave_[i]);
    }
    SDL_RenderSetClipRect(app.renderer(), nullptr);
    const int y = app.height() - app.px(84);
    t.draw(mode_ == OpenMode::Play
               ? _("Or open a file by its path (.carc.json, or .jcz from JCloisterZone), or drop it "
                   "onto this window")
               : _("Or review a file by its path (.carc.json, or .jcz from JCloisterZone), or drop "
                   "it onto this window"),
           margin, y - app.px(24), app.px(13), theme::kTextDim);
    if (!error_.empty())
        t.draw_fit(error_, margin, app.height() - app.px(30), app.width() - 2 * margin, app.px(13),
                   theme::kError, FontStyle::Bold);
    ui_.render_tooltip(app);
}

std::unique_ptr<Scene> make_load_scene(App& app, OpenMode mode) {
    return std::make_unique<LoadScene>(app, mode);
}

std::optional<std::string> open_game_file(App& app, const std::string& raw, OpenMode mode) {
    const Catalog* catalog = app.catalog();
    if (!catalog) return fill(_("The game data could not be read: {error}"), {{"error", app.catalog_error()}});
    const std::string path = expand_home(raw);
    auto session = app.saves().open(*catalog, path);
    if (!session) return session.error();
    // Said once, over the game or the review it opened: the player may read it before playing on.
    std::unique_ptr<Scene> notice;
    if ((*session)->info().replayed_differently)
        notice = make_message_overlay(app, _("Saved by another version"),
                                      replayed_differently_notice((*session)->info().name, path));
    if (mode == OpenMode::Play && !(*session)->over()) {
        app.replace_all(make_game_scene(app, std::move(*session)));
    } else {
        // The review goes over the list it was chosen from (Back returns there), else over the
        // menu.
        const Scene* top = app.top();
        if (!top || std::string(top->name()) != "load") app.replace_all(make_menu_scene(app));
        app.push(make_review_scene(app, std::move(*session)));
    }
    if (notice) app.push(std::move(notice));
    return std::nullopt;
}

std::string replayed_differently_notice(const std::string& game, const std::string& path) {
    return fill(_("The game “{game}” ({file}) was saved by another version of Carcassonne, "
                  "whose rules played some moves of it differently. Every move is kept; the game "
                  "now follows today’s rules, so scores may differ from when it was saved."),
                {{"game", game}, {"file", std::filesystem::path(path).filename().string()}});
}

void open_dropped_file(App& app, const std::string& path) {
    if (auto why = open_game_file(app, path, OpenMode::Play))
        app.push(make_message_overlay(app, _("Cannot open this file"), *why));
}

}  // namespace carc::app
