#ifndef CMEDIADECODER_H
#define CMEDIADECODER_H

#include <stdint.h>

/* One media file opened with FFmpeg for one stream: its video frames, scaled to a size and
 * converted to BGRA, or its sound, resampled to interleaved 32-bit float stereo. No FFmpeg
 * type is in this interface. A file is read from one thread at a time. */

typedef struct md_file md_file;

typedef enum {
    MD_VIDEO = 1,
    MD_AUDIO = 2
} md_stream_kind;

/* What a file holds, read when it opens. */
typedef struct {
    double duration;       /* seconds; 0 when the container does not say */
    int has_video;
    int width, height;     /* the video's display size in pixels (sample aspect applied) */
    double frame_rate;     /* frames a second; 0 when unknown */
    int has_audio;
    int sample_rate, channels;
    char container[32];    /* FFmpeg's short name of the format ("mov,mp4,m4a,3gp,3g2,mj2", "mp3", "wav") */
    char video_codec[32];
    char audio_codec[32];
} md_info;

/* Opens `path` for reading `kind` (MD_VIDEO or MD_AUDIO; 0 opens it for its information only).
 * NULL on failure, with `message` (of `message_size` bytes) saying why and `*error` set: 1 the
 * file cannot be read, 2 it is not a media file FFmpeg recognizes, 3 it has no stream of that
 * kind, 4 no decoder for its codec. */
md_file *md_open(const char *path, int kind, int *error, char *message, int message_size);
void md_close(md_file *file);
void md_get_info(const md_file *file, md_info *info);

/* A metadata value of the file's ("title", "artist", "album", "creation_time"...), copied into
 * `value`; 0 when there is none. */
int md_metadata(const md_file *file, const char *key, char *value, int value_size);

/* Moves the read position to the key frame at or before `seconds` (the start for 0) and empties
 * the decoder. 0 on success. */
int md_seek(md_file *file, double seconds);

/* Decodes the next video frame, scaled to width x height into `bgra` (rows of width * 4 bytes,
 * opaque). 1 with its presentation time in `*pts`, 0 at the end, negative on a decoding error. */
int md_next_video_frame(md_file *file, uint8_t *bgra, int width, int height, double *pts);

/* Decodes up to `frames` stereo frames of sound at `rate` into `out` (interleaved float).
 * Returns how many were written (fewer only at the end; 0 there), negative on an error. The time
 * of the first written frame goes to `*pts`. */
int md_read_audio(md_file *file, float *out, int frames, int rate, double *pts);

#endif
