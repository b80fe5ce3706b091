#include "shell/file_dialogs.hpp"

#include <cstdlib>
#include <filesystem>

#include "data/jcz.hpp"
#include "scenes/scenes.hpp"
#include "shell/app.hpp"
#include "shell/game_session.hpp"
#include "shell/i18n.hpp"
#include "shell/saved_games.hpp"
#include "shell/text.hpp"
#include "shell/theme.hpp"
#include "widgets/panels.hpp"

namespace carc::app {

namespace fs = std::filesystem;

std::string expand_home(const std::string& path) {
    if (path == "~" || path.rfind("~/", 0) == 0)
        if (const char* home = std::getenv("HOME")) return std::string(home) + path.substr(1);
    return path;
}

// --- message ----------------------------------------------------------------------------------

MessageOverlay::MessageOverlay(std::string title, std::string text)
    : title_(std::move(title)), text_(std::move(text)) {
    ui_.set_focus("ok");
}

void MessageOverlay::layout(App& app) {
    ui_.begin();
    const int w = std::min(app.px(640), app.width() - app.px(40));
    const int h = std::min(app.px(300), app.height() - app.px(40));
    const SDL_Rect p{(app.width() - w) / 2, (app.height() - h) / 2, w, h};
    ui_.button(
        "ok", {p.x + p.w - app.px(140), p.y + p.h - app.px(62), app.px(120), app.px(44)}, _("OK"),
        [&app] { app.pop(); }, ButtonStyle::Primary);
}

void MessageOverlay::on_key(App& app, const SDL_Event& e) {
    if (e.type == SDL_KEYDOWN &&
        (e.key.keysym.sym == SDLK_RETURN || e.key.keysym.sym == SDLK_KP_ENTER))
        app.pop();
}

void MessageOverlay::render(App& app) {
    layout(app);
    const SDL_Rect p = frame(app, app.px(640), app.px(300));
    Text& t = app.text();
    t.draw(title_, p.x + app.px(28), p.y + app.px(22), app.px(22), theme::kAccent, FontStyle::Bold);
    // Long paths wrap; the text is clipped to the panel rather than spilling over the buttons.
    const SDL_Rect clip{p.x + app.px(28), p.y + app.px(66), p.w - app.px(56), p.h - app.px(140)};
    SDL_RenderSetClipRect(app.renderer(), &clip);
    t.draw(text_, clip.x, clip.y, app.px(15), theme::kText, FontStyle::Regular, Align::Left,
           clip.w);
    SDL_RenderSetClipRect(app.renderer(), nullptr);
    ui_.render(app);
}

// --- the shared file dialog -------------------------------------------------------------------

FileDialog::FileDialog(std::string title, std::string label, std::string action, std::string field,
                       size_t max_length, bool selected)
    : title_(std::move(title)),
      label_(std::move(label)),
      action_(std::move(action)),
      field_(std::move(field)),
      max_length_(max_length),
      select_at_start_(selected) {
    ui_.set_focus("field");
}

void FileDialog::layout(App& app) {
    ui_.begin();
    const int w = std::min(app.px(720), app.width() - app.px(40));
    const int h = std::min(app.px(330), app.height() - app.px(40));
    const SDL_Rect p{(app.width() - w) / 2, (app.height() - h) / 2, w, h};
    Widget& f =
        ui_.text_field("field", {p.x + app.px(28), p.y + app.px(100), p.w - app.px(56), app.px(44)},
                       &field_, label_, max_length_);
    f.hint = label_;
    if (!started_) {
        ui_.start_editing("field", select_at_start_);  // ready to type as soon as it opens
        started_ = true;
    }
    ui_.button("cancel", {p.x + p.w - app.px(330), p.y + p.h - app.px(62), app.px(150), app.px(44)},
               _("Cancel"), [&app] { app.pop(); });
    ui_.button(
        "ok", {p.x + p.w - app.px(168), p.y + p.h - app.px(62), app.px(148), app.px(44)},
        confirm_ ? std::string(_("Replace")) : action_, [this, &app] { confirm(app); }, ButtonStyle::Primary);
}

void FileDialog::confirm(App& app) {
    const std::string path = target(app);
    problem_.clear();
    if (path.empty()) {
        problem_ = _("Type a name first.");
        return;
    }
    std::error_code ec;
    const bool exists = fs::exists(path, ec);
    if (exists && !(confirm_ && confirmed_target_ == path)) {
        // Only a file this program can read as a game may be replaced, and only when asked.
        const Catalog* catalog = app.catalog();
        if (fs::is_directory(path, ec) || !catalog ||
            !SavedGames::readable_game_file(*catalog, path)) {
            problem_ = fill(_("{file} already exists and is not a game this program can read: it is left "
                              "alone. Choose another name."),
                            {{"file", path}});
            confirm_ = false;
            return;
        }
        confirm_ = true;
        confirmed_target_ = path;
        problem_ = fill(_("{file} already exists. Replace it?"), {{"file", path}});
        return;
    }
    if (auto why = write(app, path)) {
        problem_ = *why;
        confirm_ = false;
    }
}

void FileDialog::event(App& app, const SDL_Event& e) {
    layout(app);
    if (e.type == SDL_KEYDOWN &&
        (e.key.keysym.sym == SDLK_RETURN || e.key.keysym.sym == SDLK_KP_ENTER)) {
        ui_.stop_editing();
        confirm(app);
        return;
    }
    if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_ESCAPE) {
        ui_.stop_editing();
        app.pop();
        return;
    }
    // Typing in the field after a replace question makes it a new target.
    if (e.type == SDL_TEXTINPUT ||
        (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_BACKSPACE && ui_.editing()))
        confirm_ = false;
    Overlay::event(app, e);
}

void FileDialog::render(App& app) {
    layout(app);
    const SDL_Rect p = frame(app, app.px(720), app.px(330));
    Text& t = app.text();
    t.draw(title_, p.x + app.px(28), p.y + app.px(22), app.px(22), theme::kAccent, FontStyle::Bold);
    t.draw(label_, p.x + app.px(28), p.y + app.px(70), app.px(14), theme::kTextDim,
           FontStyle::Bold);
    const int y = p.y + app.px(154);
    const int w = p.w - app.px(56);
    if (!problem_.empty())
        t.draw(problem_, p.x + app.px(28), y, app.px(14), confirm_ ? theme::kAccent : theme::kError,
               FontStyle::Bold, Align::Left, w);
    else
        t.draw(note(app), p.x + app.px(28), y, app.px(14), theme::kTextDim, FontStyle::Regular,
               Align::Left, w);
    ui_.render(app);
}

// --- save -------------------------------------------------------------------------------------

SaveOverlay::SaveOverlay(App&, std::shared_ptr<GameSession> session,
                         std::function<void(const std::string&)> done)
    : FileDialog(_("Save the game"), _("Name"), _("Save"), session->info().name, 60, true),
      session_(std::move(session)),
      done_(std::move(done)) {}

std::string SaveOverlay::target(App& app) const {
    const size_t a = field().find_first_not_of(' ');
    if (a == std::string::npos) return "";
    return app.saves().save_path(field());
}

std::string SaveOverlay::note(App& app) const {
    if (!app.saves().available()) return _("There is no folder for saved games on this system.");
    const std::string t = target(app);
    return fill(_("Will be saved to {file}. The game also keeps saving itself after every move."),
                {{"file", t.empty() ? app.saves().saves_dir() : t}});
}

std::optional<std::string> SaveOverlay::write(App& app, const std::string&) {
    auto written = app.saves().save_as(*session_, field());
    if (!written) return fill(_("Not saved: {error}"), {{"error", written.error()}});
    auto done = done_;
    const std::string path = *written;
    app.pop();
    if (done) done(fill(_("Saved as “{name}”: {file}"), {{"name", session_->info().name}, {"file", path}}));
    return std::nullopt;
}

// --- export -----------------------------------------------------------------------------------

ExportOverlay::ExportOverlay(App& app, GameRecord record, const std::string& name,
                             std::function<void(const std::string&)> done)
    : FileDialog(_("Export for JCloisterZone"), _("File (.jcz)"), _("Export"),
                 (app.saves().available() ? app.saves().exports_dir() + "/" : std::string()) +
                     file_name_for(name) + ".jcz",
                 1024, false),
      record_(std::move(record)),
      game_name_(name),
      done_(std::move(done)) {}

std::string ExportOverlay::target(App&) const {
    const size_t a = field().find_first_not_of(' ');
    if (a == std::string::npos) return "";
    std::string path = expand_home(field().substr(a));
    if (!is_jcz_path(path)) path += ".jcz";
    return path;
}

std::string ExportOverlay::note(App&) const {
    const long n = static_cast<long>(record_.actions.size());
    return fill(P_("The game as it stands after {count} action, as a file JCloisterZone 5.7 or later opens and plays on.",
                   "The game as it stands after {count} actions, as a file JCloisterZone 5.7 or later opens and plays on.", n),
                {{"count", std::to_string(n)}});
}

std::optional<std::string> ExportOverlay::write(App& app, const std::string& path) {
    const Catalog* catalog = app.catalog();
    if (!catalog) return _("The game data could not be read.");
    std::error_code ec;
    const fs::path parent = fs::path(path).parent_path();
    if (!parent.empty()) fs::create_directories(parent, ec);
    JczExportOptions options;
    options.name = game_name_;
    auto written = export_jcz_file(*catalog, record_, path, options);
    if (!written) return fill(_("Not exported: {error}"), {{"error", written.error()}});
    auto done = done_;
    app.pop();
    if (done) done(fill(_("Exported for JCloisterZone: {file}"), {{"file", path}}));
    return std::nullopt;
}

// --- constructors -----------------------------------------------------------------------------

std::unique_ptr<Scene> make_message_overlay(App&, std::string title, std::string text) {
    return std::make_unique<MessageOverlay>(std::move(title), std::move(text));
}

std::unique_ptr<Scene> make_save_overlay(App& app, std::shared_ptr<GameSession> session,
                                         std::function<void(const std::string&)> done) {
    return std::make_unique<SaveOverlay>(app, std::move(session), std::move(done));
}

std::unique_ptr<Scene> make_export_overlay(App& app, GameRecord record, std::string name,
                                           std::function<void(const std::string&)> done) {
    return std::make_unique<ExportOverlay>(app, std::move(record), name, std::move(done));
}

}  // namespace carc::app
