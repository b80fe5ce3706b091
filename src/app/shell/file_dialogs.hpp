// Small dialogs around files: a message with an OK button (a file that could not be opened), Save
// under a name the player edits, and Export for JCloisterZone to a path the player may edit. Both
// writers ask before replacing a file, and refuse to replace one they cannot read as a game: a
// file the program does not understand is never overwritten. Enter confirms, Esc cancels.
#pragma once

#include <functional>
#include <memory>
#include <string>

#include "carc/record.hpp"
#include "scenes/overlays.hpp"

namespace carc::app {

class GameSession;

class MessageOverlay : public Overlay {
public:
    MessageOverlay(std::string title, std::string text);
    const char* name() const override { return "message"; }
    void render(App& app) override;
    const std::string& title() const { return title_; }
    const std::string& text() const { return text_; }

private:
    void layout(App& app) override;
    void on_key(App& app, const SDL_Event& e) override;
    std::string title_, text_;
};

// Shared by Save and Export: one text field, a line saying where the file goes, a problem or a
// replace question, and Cancel / the action.
class FileDialog : public Overlay {
public:
    void event(App& app, const SDL_Event& e) override;
    void render(App& app) override;
    const std::string& field() const { return field_; }
    bool selected() const { return ui_.all_selected(); }
    // The line under the field: where the file will go, or the problem.
    std::string shown_note(App& app) const { return problem_.empty() ? note(app) : problem_; }
    const std::string& problem() const { return problem_; }
    bool asking_to_replace() const { return confirm_; }

protected:
    // `selected`: the text it opens with is replaced by typing (a name), not added to (a path).
    FileDialog(std::string title, std::string label, std::string action, std::string field,
               size_t max_length, bool selected);
    // The file the field names now.
    virtual std::string target(App& app) const = 0;
    virtual std::string note(App& app) const = 0;
    // Writes; returns the problem, or nullopt after calling done.
    virtual std::optional<std::string> write(App& app, const std::string& path) = 0;

private:
    void layout(App& app) override;
    void confirm(App& app);

    std::string title_, label_, action_;
    std::string field_;
    size_t max_length_;
    std::string problem_;
    bool started_ = false;
    bool confirm_ = false;  // the target exists and is a readable game: replace it?
    std::string confirmed_target_;
    bool select_at_start_;  // the opening text is selected: typing replaces it (a name)
};

class SaveOverlay : public FileDialog {
public:
    SaveOverlay(App& app, std::shared_ptr<GameSession> session,
                std::function<void(const std::string&)> done);
    const char* name() const override { return "save"; }

private:
    std::string target(App& app) const override;
    std::string note(App& app) const override;
    std::optional<std::string> write(App& app, const std::string& path) override;
    std::shared_ptr<GameSession> session_;
    std::function<void(const std::string&)> done_;
};

class ExportOverlay : public FileDialog {
public:
    ExportOverlay(App& app, GameRecord record, const std::string& name,
                  std::function<void(const std::string&)> done);
    const char* name() const override { return "export"; }

private:
    std::string target(App& app) const override;
    std::string note(App& app) const override;
    std::optional<std::string> write(App& app, const std::string& path) override;
    GameRecord record_;
    std::string game_name_;
    std::function<void(const std::string&)> done_;
};

// "~/x" as $HOME/x; other paths unchanged.
std::string expand_home(const std::string& path);

}  // namespace carc::app
