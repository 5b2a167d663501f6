#ifndef CSPEECHSYNTHESIS_H
#define CSPEECHSYNTHESIS_H

/* Speech from text with eSpeak NG: an utterance's sound as 16-bit mono samples and where each
 * word starts in it. No eSpeak type is in this interface; calls are serialized inside. */

typedef struct {
    int text_position;  /* the word's first character, counted in Unicode scalars from 0 */
    int length;         /* its characters */
    int audio_ms;       /* when it starts in the sound */
} ss_word;

/* The sample rate of every utterance (eSpeak's 22,050 Hz); 0 when eSpeak cannot start. */
int ss_sample_rate(void);

/* Speaks `text` (UTF-8) in the voice of `language` (a BCP 47 tag, "en-us"), at
 * `words_per_minute` (80...450), `pitch` (0...100, 50 normal) and `volume` (0...200, 100 normal).
 * 1 with the samples and the words (free both with ss_free), 0 when eSpeak cannot. */
int ss_synthesize(const char *language, const char *text, int words_per_minute, int pitch, int volume,
                  short **samples, int *sample_count, ss_word **words, int *word_count);

/* The voices eSpeak has, one "language<TAB>name" a line (free with ss_free); NULL when none. */
char *ss_voices(void);

void ss_free(void *p);

#endif
