#include "CMediaDecoder.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libswscale/swscale.h>
#include <libswresample/swresample.h>
#include <libavutil/channel_layout.h>

struct md_file {
    AVFormatContext *format;
    AVCodecContext *codec;
    int stream;            /* the index of the stream read, -1 for none */
    double time_base;      /* seconds a unit of the stream's timestamps */
    double start;          /* the stream's first timestamp, in seconds */
    AVPacket *packet;
    AVFrame *frame;
    int draining;          /* the file is read to its end; the decoder gives what it holds */
    int ended;
    md_info info;
    /* video */
    struct SwsContext *scaler;
    /* audio: resampled stereo frames not yet handed out */
    SwrContext *resampler;
    int resampler_rate;
    float *pending;
    int pending_count, pending_capacity, pending_offset;
    double position;       /* the time of the next sound frame handed out */
};

static void say(char *message, int size, const char *text, const char *path) {
    if (message && size > 0) snprintf(message, (size_t)size, "%s: %s", path, text);
}

static void copy_name(char *to, size_t size, const char *name) {
    if (!name) name = "";
    snprintf(to, size, "%s", name);
}

static void fill_info(md_file *file) {
    md_info *info = &file->info;
    AVFormatContext *format = file->format;
    memset(info, 0, sizeof *info);
    if (format->duration > 0) info->duration = (double)format->duration / AV_TIME_BASE;
    copy_name(info->container, sizeof info->container, format->iformat ? format->iformat->name : "");
    int v = av_find_best_stream(format, AVMEDIA_TYPE_VIDEO, -1, -1, NULL, 0);
    if (v >= 0) {
        AVStream *s = format->streams[v];
        AVCodecParameters *p = s->codecpar;
        info->has_video = p->width > 0 && p->height > 0;
        int w = p->width, h = p->height;
        AVRational sar = av_guess_sample_aspect_ratio(format, s, NULL);
        if (sar.num > 0 && sar.den > 0 && sar.num != sar.den) w = (int)((double)w * sar.num / sar.den + 0.5);
        info->width = w;
        info->height = h;
        AVRational rate = av_guess_frame_rate(format, s, NULL);
        if (rate.num > 0 && rate.den > 0) info->frame_rate = av_q2d(rate);
        const AVCodecDescriptor *d = avcodec_descriptor_get(p->codec_id);
        copy_name(info->video_codec, sizeof info->video_codec, d ? d->name : "");
        if (info->duration <= 0 && s->duration > 0) info->duration = s->duration * av_q2d(s->time_base);
    }
    int a = av_find_best_stream(format, AVMEDIA_TYPE_AUDIO, -1, -1, NULL, 0);
    if (a >= 0) {
        AVCodecParameters *p = format->streams[a]->codecpar;
        info->has_audio = 1;
        info->sample_rate = p->sample_rate;
        info->channels = p->ch_layout.nb_channels;
        const AVCodecDescriptor *d = avcodec_descriptor_get(p->codec_id);
        copy_name(info->audio_codec, sizeof info->audio_codec, d ? d->name : "");
    }
}

md_file *md_open(const char *path, int kind, int *error, char *message, int message_size) {
    av_log_set_level(AV_LOG_QUIET);
    *error = 0;
    md_file *file = calloc(1, sizeof *file);
    if (!file) { *error = 1; say(message, message_size, "out of memory", path); return NULL; }
    file->stream = -1;
    int r = avformat_open_input(&file->format, path, NULL, NULL);
    if (r < 0) {
        *error = (r == AVERROR(ENOENT) || r == AVERROR(EACCES) || r == AVERROR(EISDIR)) ? 1 : 2;
        say(message, message_size, *error == 1 ? "the file cannot be read" : "not a media file", path);
        free(file);
        return NULL;
    }
    if (avformat_find_stream_info(file->format, NULL) < 0) {
        *error = 2;
        say(message, message_size, "its streams cannot be read", path);
        md_close(file);
        return NULL;
    }
    fill_info(file);
    if (kind == 0) return file;
    const AVCodec *decoder = NULL;
    enum AVMediaType type = kind == MD_VIDEO ? AVMEDIA_TYPE_VIDEO : AVMEDIA_TYPE_AUDIO;
    r = av_find_best_stream(file->format, type, -1, -1, &decoder, 0);
    if (r < 0 || !decoder) {
        *error = r == AVERROR_DECODER_NOT_FOUND ? 4 : 3;
        say(message, message_size, *error == 4 ? "no decoder for its codec" : (kind == MD_VIDEO ? "it has no video" : "it has no sound"), path);
        md_close(file);
        return NULL;
    }
    file->stream = r;
    AVStream *stream = file->format->streams[r];
    file->codec = avcodec_alloc_context3(decoder);
    if (!file->codec || avcodec_parameters_to_context(file->codec, stream->codecpar) < 0) {
        *error = 4; say(message, message_size, "its codec cannot be set up", path); md_close(file); return NULL;
    }
    /* Two threads: the machine's decoding runs beside the app; frames are the same bytes. */
    file->codec->thread_count = kind == MD_VIDEO ? 2 : 1;
    file->codec->pkt_timebase = stream->time_base;
    if (avcodec_open2(file->codec, decoder, NULL) < 0) {
        *error = 4; say(message, message_size, "its decoder cannot be opened", path); md_close(file); return NULL;
    }
    for (unsigned i = 0; i < file->format->nb_streams; i++)
        if ((int)i != r) file->format->streams[i]->discard = AVDISCARD_ALL;
    file->time_base = av_q2d(stream->time_base);
    file->start = stream->start_time != AV_NOPTS_VALUE ? stream->start_time * file->time_base : 0;
    file->packet = av_packet_alloc();
    file->frame = av_frame_alloc();
    if (!file->packet || !file->frame) { *error = 1; say(message, message_size, "out of memory", path); md_close(file); return NULL; }
    return file;
}

void md_close(md_file *file) {
    if (!file) return;
    sws_freeContext(file->scaler);
    swr_free(&file->resampler);
    free(file->pending);
    av_frame_free(&file->frame);
    av_packet_free(&file->packet);
    avcodec_free_context(&file->codec);
    avformat_close_input(&file->format);
    free(file);
}

void md_get_info(const md_file *file, md_info *info) { *info = file->info; }

int md_metadata(const md_file *file, const char *key, char *value, int value_size) {
    AVDictionaryEntry *e = av_dict_get(file->format->metadata, key, NULL, 0);
    if (!e || !e->value || value_size <= 0) return 0;
    snprintf(value, (size_t)value_size, "%s", e->value);
    return 1;
}

int md_seek(md_file *file, double seconds) {
    if (file->stream < 0) return -1;
    if (seconds < 0) seconds = 0;
    int64_t target = (int64_t)((seconds + file->start) / file->time_base);
    int r = avformat_seek_file(file->format, file->stream, INT64_MIN, target, target, 0);
    if (r < 0) r = av_seek_frame(file->format, file->stream, target, AVSEEK_FLAG_BACKWARD);
    if (r < 0) return r;
    avcodec_flush_buffers(file->codec);
    if (file->resampler) swr_init(file->resampler);
    file->pending_count = file->pending_offset = 0;
    file->draining = file->ended = 0;
    file->position = -1;
    return 0;
}

/* The next decoded frame of the stream into file->frame: 1, 0 at the end, negative on error. */
static int decode_next(md_file *file) {
    for (;;) {
        int r = avcodec_receive_frame(file->codec, file->frame);
        if (r == 0) return 1;
        if (r == AVERROR_EOF) { file->ended = 1; return 0; }
        if (r != AVERROR(EAGAIN)) return r;
        if (file->draining) { file->ended = 1; return 0; }
        r = av_read_frame(file->format, file->packet);
        if (r == AVERROR_EOF || r == AVERROR(EIO)) {
            file->draining = 1;
            avcodec_send_packet(file->codec, NULL);
            continue;
        }
        if (r < 0) return r;
        if (file->packet->stream_index == file->stream) {
            r = avcodec_send_packet(file->codec, file->packet);
            /* A damaged packet is skipped, as players skip it. */
            if (r < 0 && r != AVERROR(EAGAIN) && r != AVERROR_INVALIDDATA) { av_packet_unref(file->packet); return r; }
        }
        av_packet_unref(file->packet);
    }
}

static double frame_time(md_file *file) {
    int64_t ts = file->frame->best_effort_timestamp;
    if (ts == AV_NOPTS_VALUE) ts = file->frame->pts;
    if (ts == AV_NOPTS_VALUE) return -1;
    return ts * file->time_base - file->start;
}

int md_next_video_frame(md_file *file, uint8_t *bgra, int width, int height, double *pts) {
    if (!file->codec || file->codec->codec_type != AVMEDIA_TYPE_VIDEO || width <= 0 || height <= 0) return -1;
    if (file->ended) return 0;
    int r = decode_next(file);
    if (r <= 0) return r;
    AVFrame *f = file->frame;
    file->scaler = sws_getCachedContext(file->scaler, f->width, f->height, f->format, width, height,
                                        AV_PIX_FMT_BGRA, SWS_BILINEAR, NULL, NULL, NULL);
    if (!file->scaler) { av_frame_unref(f); return -1; }
    uint8_t *planes[4] = { bgra, NULL, NULL, NULL };
    int strides[4] = { width * 4, 0, 0, 0 };
    sws_scale(file->scaler, (const uint8_t *const *)f->data, f->linesize, 0, f->height, planes, strides);
    *pts = frame_time(file);
    av_frame_unref(f);
    return 1;
}

/* Resamples file->frame into the pending buffer. */
static int resample_frame(md_file *file, int rate) {
    AVFrame *f = file->frame;
    if (!file->resampler || file->resampler_rate != rate) {
        swr_free(&file->resampler);
        AVChannelLayout stereo = AV_CHANNEL_LAYOUT_STEREO;
        AVChannelLayout in = f->ch_layout;
        if (in.nb_channels <= 0) av_channel_layout_default(&in, file->codec->ch_layout.nb_channels > 0 ? file->codec->ch_layout.nb_channels : 2);
        if (swr_alloc_set_opts2(&file->resampler, &stereo, AV_SAMPLE_FMT_FLT, rate, &in, f->format, f->sample_rate, 0, NULL) < 0)
            return -1;
        /* Mono plays at its full level from both speakers, as Core Audio plays it. */
        if (in.nb_channels == 1) {
            const double both[2] = { 1.0, 1.0 };
            swr_set_matrix(file->resampler, both, 1);
        }
        if (swr_init(file->resampler) < 0) return -1;
        file->resampler_rate = rate;
    }
    int capacity = swr_get_out_samples(file->resampler, f->nb_samples) + 32;
    if (capacity > file->pending_capacity) {
        float *grown = realloc(file->pending, (size_t)capacity * 2 * sizeof(float));
        if (!grown) return -1;
        file->pending = grown;
        file->pending_capacity = capacity;
    }
    uint8_t *out[1] = { (uint8_t *)file->pending };
    int n = swr_convert(file->resampler, out, capacity, (const uint8_t **)f->extended_data, f->nb_samples);
    if (n < 0) return n;
    file->pending_count = n;
    file->pending_offset = 0;
    return 0;
}

int md_read_audio(md_file *file, float *out, int frames, int rate, double *pts) {
    if (!file->codec || file->codec->codec_type != AVMEDIA_TYPE_AUDIO || rate <= 0) return -1;
    int written = 0;
    *pts = file->position < 0 ? 0 : file->position;
    int first = 1;
    while (written < frames) {
        if (file->pending_offset < file->pending_count) {
            int n = file->pending_count - file->pending_offset;
            if (n > frames - written) n = frames - written;
            memcpy(out + written * 2, file->pending + file->pending_offset * 2, (size_t)n * 2 * sizeof(float));
            file->pending_offset += n;
            written += n;
            file->position += (double)n / rate;
            continue;
        }
        if (file->ended) break;
        int r = decode_next(file);
        if (r < 0) return written > 0 ? written : r;
        if (r == 0) break;
        double t = frame_time(file);
        if (file->position < 0) file->position = t >= 0 ? t : 0;
        if (first && written == 0) { *pts = file->position; }
        first = 0;
        r = resample_frame(file, rate);
        av_frame_unref(file->frame);
        if (r < 0) return written > 0 ? written : r;
    }
    return written;
}
