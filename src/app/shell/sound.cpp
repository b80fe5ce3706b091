#include "shell/sound.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numbers>
#include <string_view>

namespace carc::app {

// Named, not anonymous: the unity build puts this file in one batch with others.
namespace synth {

constexpr double kTwoPi = 2 * std::numbers::pi;
constexpr int kRate = Sound::kRate;

std::vector<float> silence(double seconds) {
    return std::vector<float>(static_cast<size_t>(seconds * kRate), 0.0f);
}

// Adds a sine note with a short attack and an exponential decay (a struck, not a held, sound);
// `partials` add overtones at 2×, 3×… of the frequency with the given loudness.
void add_note(std::vector<float>& out, double start_s, double freq, double length_s, double amp,
              double decay_per_s, std::initializer_list<double> partials = {}) {
    const size_t first = static_cast<size_t>(start_s * kRate);
    const size_t n = static_cast<size_t>(length_s * kRate);
    if (out.size() < first + n) out.resize(first + n, 0.0f);
    const double attack = 0.004 * kRate;
    for (size_t i = 0; i < n; ++i) {
        const double t = static_cast<double>(i) / kRate;
        double env = amp * std::exp(-decay_per_s * t) * std::min(1.0, static_cast<double>(i) / attack);
        // The last 10 ms fade to nothing: no click where the buffer ends.
        env *= std::min(1.0, static_cast<double>(n - i) / (0.010 * kRate));
        double v = std::sin(kTwoPi * freq * t);
        int k = 2;
        for (double p : partials) v += p * std::sin(kTwoPi * freq * k++ * t);
        out[first + i] += static_cast<float>(env * v);
    }
}

// A low knock whose pitch drops, with a little noise: wood on a table.
std::vector<float> knock(double from_hz, double to_hz, double length_s, double amp) {
    std::vector<float> out = silence(length_s);
    uint32_t noise = 12345;
    double phase = 0;
    for (size_t i = 0; i < out.size(); ++i) {
        const double t = static_cast<double>(i) / kRate;
        const double f = to_hz + (from_hz - to_hz) * std::exp(-t * 40);
        phase += kTwoPi * f / kRate;
        noise = noise * 1664525u + 1013904223u;
        const double white = static_cast<double>(noise >> 8) / (1 << 24) * 2 - 1;
        const double env = amp * std::exp(-t * 35) * std::min(1.0, i / (0.002 * kRate));
        out[i] = static_cast<float>(env * (std::sin(phase) + 0.25 * white * std::exp(-t * 120)));
    }
    return out;
}

// A growl: a low, wavering sawtooth that swells and fades.
std::vector<float> growl() {
    std::vector<float> out = silence(0.45);
    double phase = 0;
    for (size_t i = 0; i < out.size(); ++i) {
        const double t = static_cast<double>(i) / kRate;
        const double f = 70 + 12 * std::sin(kTwoPi * 7 * t) + 30 * t;
        phase += f / kRate;
        const double saw = 2 * (phase - std::floor(phase)) - 1;
        const double env = 0.22 * std::sin(std::numbers::pi * t / 0.45);
        out[i] = static_cast<float>(env * (0.6 * saw + 0.4 * std::sin(kTwoPi * phase)));
    }
    return out;
}

double semitones(double base_hz, double steps) { return base_hz * std::pow(2.0, steps / 12.0); }

}  // namespace synth

const char* cue_name(CueKind kind) {
    switch (kind) {
        case CueKind::TilePlaced: return "tile";
        case CueKind::FigurePlaced: return "figure";
        case CueKind::Score: return "score";
        case CueKind::FeatureCompleted: return "completed";
        case CueKind::Growl: return "growl";
        case CueKind::GameOver: return "game-over";
    }
    return "?";
}

double cue_pitch(const Cue& cue) {
    switch (cue.kind) {
        case CueKind::TilePlaced: return 160;
        case CueKind::FigurePlaced: return 660;
        case CueKind::Score:
            return synth::semitones(330, std::clamp(cue.points, 0, Sound::kScoreSteps - 1));
        case CueKind::FeatureCompleted: return 523.25;
        case CueKind::Growl: return 70;
        case CueKind::GameOver: return 392;
    }
    return 0;
}

void Sound::synthesise() {
    buffers_[static_cast<size_t>(CueKind::TilePlaced)] = synth::knock(260, 120, 0.16, 0.5);
    std::vector<float> tock = synth::silence(0.12);
    synth::add_note(tock, 0, 660, 0.12, 0.28, 45, {0.3, 0.15});
    buffers_[static_cast<size_t>(CueKind::FigurePlaced)] = std::move(tock);
    std::vector<float> chime;
    for (int i = 0; i < 3; ++i)
        synth::add_note(chime, 0.07 * i, synth::semitones(523.25, i == 0 ? 0 : i == 1 ? 4 : 7), 0.35, 0.16, 9, {0.2});
    buffers_[static_cast<size_t>(CueKind::FeatureCompleted)] = std::move(chime);
    buffers_[static_cast<size_t>(CueKind::Growl)] = synth::growl();
    std::vector<float> fanfare;
    const double steps[] = {0, 4, 7, 12};
    for (int i = 0; i < 4; ++i)
        synth::add_note(fanfare, 0.15 * i, synth::semitones(392, steps[i]), i == 3 ? 0.9 : 0.3, 0.18, i == 3 ? 3 : 6,
                 {0.35, 0.15});
    buffers_[static_cast<size_t>(CueKind::GameOver)] = std::move(fanfare);
    for (int p = 0; p < kScoreSteps; ++p) {
        std::vector<float> bell;
        synth::add_note(bell, 0, cue_pitch({CueKind::Score, p}), 0.30, 0.2, 12, {0.25, 0.0, 0.08});
        score_buffers_.push_back(std::move(bell));
    }
    ready_.store(true, std::memory_order_release);
}

Sound::Sound(bool want_device) {
    synth_ = std::thread([this] { synthesise(); });
    if (!want_device) return;
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) return;
    audio_started_ = true;
    const char* driver = SDL_GetCurrentAudioDriver();
    // The dummy and disk drivers "play" into nothing or a file: the table stays silent instead.
    if (!driver || std::string_view(driver) == "dummy" || std::string_view(driver) == "disk") return;
    // No output listed (ALSA without a card): opening the default device would only fail, and
    // ALSA would print its complaints on stderr first. -1 means the driver cannot list them.
    if (SDL_GetNumAudioDevices(0) == 0) return;
    SDL_AudioSpec want{};
    want.freq = kRate;
    want.format = AUDIO_F32SYS;
    want.channels = 1;
    want.samples = 1024;  // about 23 ms: a sound starts within a frame or two
    want.callback = &Sound::callback;
    want.userdata = this;
    SDL_AudioSpec have{};
    device_ = SDL_OpenAudioDevice(nullptr, 0, &want, &have, 0);  // SDL converts to the card's format
    if (device_ != 0) SDL_PauseAudioDevice(device_, 0);
}

Sound::~Sound() {
    if (synth_.joinable()) synth_.join();
    if (device_ != 0) SDL_CloseAudioDevice(device_);
    if (audio_started_) SDL_QuitSubSystem(SDL_INIT_AUDIO);
}

void Sound::set_volume(int percent) {
    volume_ = std::clamp(percent, 0, 100);
    // Loudness is heard roughly logarithmically: the square keeps the low settings usable.
    const float g = static_cast<float>(volume_) / 100.0f;
    gain_.store(g * g);
}

const std::vector<float>& Sound::buffer_of(const Cue& cue) const {
    if (cue.kind == CueKind::Score)
        return score_buffers_[static_cast<size_t>(std::clamp(cue.points, 0, kScoreSteps - 1))];
    return buffers_[static_cast<size_t>(cue.kind)];
}

void Sound::play(std::span<const Cue> cues, int gap_ms) {
    if (volume_ == 0 || cues.empty()) return;
    int delay_ms = 0;
    for (const Cue& cue : cues) {
        if (played_.size() >= kMaxRecorded) played_.erase(played_.begin());
        played_.push_back({cue, cue_pitch(cue), delay_ms});
        delay_ms += gap_ms;
    }
    // Sounds asked for in the first few frames, before the buffers are made, are not heard.
    if (device_ == 0 || !ready_.load(std::memory_order_acquire)) return;
    // The callback holds the lock only while it mixes one short block.
    SDL_LockAudioDevice(device_);
    int delay = 0;
    for (const Cue& cue : cues) {
        auto free_voice = std::find_if(voices_.begin(), voices_.end(),
                                       [](const Voice& v) { return v.samples == nullptr; });
        if (free_voice == voices_.end()) break;  // a crowded moment drops its last cues
        *free_voice = Voice{&buffer_of(cue), 0, delay};
        delay += gap_ms * kRate / 1000;
    }
    SDL_UnlockAudioDevice(device_);
}

void Sound::callback(void* self, Uint8* stream, int len) {
    static_cast<Sound*>(self)->mix(reinterpret_cast<float*>(stream),
                                   len / static_cast<int>(sizeof(float)));
}

void Sound::mix(float* out, int frames) {
    std::memset(out, 0, static_cast<size_t>(frames) * sizeof(float));
    const float gain = gain_.load();
    for (Voice& v : voices_) {
        if (!v.samples) continue;
        int at = 0;
        if (v.delay > 0) {
            at = std::min(v.delay, frames);
            v.delay -= at;
        }
        const std::vector<float>& s = *v.samples;
        for (; at < frames && v.pos < s.size(); ++at) out[at] += gain * s[v.pos++];
        if (v.pos >= s.size()) v = Voice{};
    }
    for (int i = 0; i < frames; ++i) out[i] = std::clamp(out[i], -1.0f, 1.0f);
}

}  // namespace carc::app
