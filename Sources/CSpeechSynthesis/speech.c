#include "CSpeechSynthesis.h"

#include <espeak-ng/speak_lib.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int rate = -1;

/* What one synthesis collects from eSpeak's callback. */
typedef struct {
    short *samples;
    int count, capacity;
    ss_word *words;
    int word_count, word_capacity;
    int failed;
} collected;

static collected *current;

static int on_synth(short *wav, int n, espeak_EVENT *events) {
    collected *c = current;
    if (!c) return 1;
    if (wav && n > 0) {
        if (c->count + n > c->capacity) {
            int capacity = (c->count + n) * 2;
            short *grown = realloc(c->samples, (size_t)capacity * sizeof(short));
            if (!grown) { c->failed = 1; return 1; }
            c->samples = grown;
            c->capacity = capacity;
        }
        memcpy(c->samples + c->count, wav, (size_t)n * sizeof(short));
        c->count += n;
    }
    for (espeak_EVENT *e = events; e && e->type != espeakEVENT_LIST_TERMINATED; e++) {
        if (e->type != espeakEVENT_WORD) continue;
        if (c->word_count == c->word_capacity) {
            int capacity = c->word_capacity ? c->word_capacity * 2 : 16;
            ss_word *grown = realloc(c->words, (size_t)capacity * sizeof(ss_word));
            if (!grown) { c->failed = 1; return 1; }
            c->words = grown;
            c->word_capacity = capacity;
        }
        c->words[c->word_count++] = (ss_word){ e->text_position - 1, e->length, e->audio_position };
    }
    return 0;
}

/* Starts eSpeak once, synchronous (the sound comes back to us, not to a device). */
static int start(void) {
    if (rate < 0) {
        rate = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, NULL, 0);
        if (rate <= 0) rate = 0;
        else espeak_SetSynthCallback(on_synth);
    }
    return rate;
}

int ss_sample_rate(void) {
    pthread_mutex_lock(&lock);
    int r = start();
    pthread_mutex_unlock(&lock);
    return r;
}

int ss_synthesize(const char *language, const char *text, int words_per_minute, int pitch, int volume,
                  short **samples, int *sample_count, ss_word **words, int *word_count) {
    pthread_mutex_lock(&lock);
    int ok = 0;
    if (start() > 0) {
        espeak_VOICE voice;
        memset(&voice, 0, sizeof voice);
        voice.languages = language;
        if (espeak_SetVoiceByProperties(&voice) == EE_OK) {
            espeak_SetParameter(espeakRATE, words_per_minute, 0);
            espeak_SetParameter(espeakPITCH, pitch, 0);
            espeak_SetParameter(espeakVOLUME, volume, 0);
            collected c = {0};
            current = &c;
            espeak_ERROR r = espeak_Synth(text, strlen(text) + 1, 0, POS_CHARACTER, 0, espeakCHARS_UTF8, NULL, NULL);
            espeak_Synchronize();
            current = NULL;
            if (r == EE_OK && !c.failed) {
                *samples = c.samples; *sample_count = c.count;
                *words = c.words; *word_count = c.word_count;
                ok = 1;
            } else {
                free(c.samples);
                free(c.words);
            }
        }
    }
    pthread_mutex_unlock(&lock);
    return ok;
}

char *ss_voices(void) {
    pthread_mutex_lock(&lock);
    char *list = NULL;
    if (start() > 0) {
        const espeak_VOICE **voices = espeak_ListVoices(NULL);
        size_t size = 1;
        for (int i = 0; voices && voices[i]; i++) size += strlen(voices[i]->languages + 1) + strlen(voices[i]->name) + 2;
        list = calloc(1, size);
        for (int i = 0; list && voices && voices[i]; i++) {
            /* `languages` is a priority byte then the language, a list ending in an empty one. */
            strcat(list, voices[i]->languages + 1);
            strcat(list, "\t");
            strcat(list, voices[i]->name);
            strcat(list, "\n");
        }
    }
    pthread_mutex_unlock(&lock);
    return list;
}

void ss_free(void *p) { free(p); }
