// The table's short sounds: a tile put down, a figure placed, a score (higher the more points),
// a feature completed, a beast's move and the end of the game. Each is synthesised once at
// start-up into a buffer of samples (no sound files), on a thread of its own so that the first
// frame does not wait for it (about 30 ms); playing one adds it to the voices the audio
// callback mixes, so a frame never waits for the sound card. Without an audio device (the dummy
// video or audio driver, the tests, the screenshots and benchmarks, a machine without sound) the
// table is silent and nothing is opened. What was played is kept in a list that tests read: the
// cues and their pitch, as the player would have heard them.
#pragma once

#include <SDL2/SDL.h>

#include <array>
#include <atomic>
#include <cstdint>
#include <span>
#include <thread>
#include <vector>

namespace carc::app {

// What a sound says; a cue is named by what happened, its sound by the synthesiser.
enum class CueKind : uint8_t {
    TilePlaced,        // a soft knock of wood on the table
    FigurePlaced,      // a short, higher tock
    Score,             // a bell whose pitch rises with the points
    FeatureCompleted,  // a rising three-note chime
    Growl,             // a beast moves over the board (an expansion's neutral figure)
    GameOver,          // a fanfare
};
inline constexpr int kCueKinds = 6;

struct Cue {
    CueKind kind = CueKind::TilePlaced;
    int points = 0;  // a score's points: the higher, the higher its pitch
    friend bool operator==(const Cue&, const Cue&) = default;
};

// "tile", "figure", "score", "completed", "growl", "game-over": the cue in tests and traces.
const char* cue_name(CueKind kind);
// The cue's main frequency in hertz: a score's rises a semitone a point, up to two octaves.
double cue_pitch(const Cue& cue);

// One cue as played: what, its pitch, and how long after the call that played it it starts.
struct PlayedCue {
    Cue cue;
    double pitch = 0;
    int delay_ms = 0;
};

class Sound {
public:
    // Opens the default audio device when `want_device`, unless SDL's audio driver is a dummy
    // or no device opens: the table is then silent, and says nothing about it.
    explicit Sound(bool want_device);
    ~Sound();
    Sound(const Sound&) = delete;
    Sound& operator=(const Sound&) = delete;

    bool device_open() const { return device_ != 0; }
    // 0–100; 0 (or muted) plays nothing and records nothing.
    void set_volume(int percent);
    int volume() const { return volume_; }

    // Plays the cues one after another, `gap_ms` apart (the scoring flashes' rhythm); returns at
    // once.
    void play(std::span<const Cue> cues, int gap_ms = kDefaultGapMs);
    // Every cue played since the start (at most the last kMaxRecorded).
    const std::vector<PlayedCue>& played() const { return played_; }

    static constexpr int kDefaultGapMs = 140;
    static constexpr int kRate = 44100;
    static constexpr int kScoreSteps = 25;  // points 0..24 have a pitch each; more sound as 24
    static constexpr size_t kMaxRecorded = 512;

private:
    void synthesise();  // the buffers, on synth_
    static void callback(void* self, Uint8* stream, int len);
    void mix(float* out, int frames);
    const std::vector<float>& buffer_of(const Cue& cue) const;

    struct Voice {
        const std::vector<float>* samples = nullptr;  // null: the slot is free
        size_t pos = 0;
        int delay = 0;  // frames of silence before it starts
    };
    SDL_AudioDeviceID device_ = 0;
    bool audio_started_ = false;  // this object initialised SDL's audio subsystem
    std::atomic<float> gain_{0.7f};
    int volume_ = 70;
    // Written by synth_ alone until ready_ is set; read-only afterwards.
    std::array<std::vector<float>, kCueKinds> buffers_;
    std::vector<std::vector<float>> score_buffers_;  // one per score step
    std::array<Voice, 16> voices_{};  // touched by the callback: only under the device's lock
    std::vector<PlayedCue> played_;
    std::atomic<bool> ready_{false};
    std::thread synth_;
};

}  // namespace carc::app
