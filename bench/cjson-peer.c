/*
 * The C peer for the adjust route's benchmark: libmicrohttpd in the service's configuration (as bench/baseline.c:
 * internal thread pool of N threads, poll, 64 KiB body limit) with cJSON doing the request's JSON work: the body
 * parsed to a cJSON tree, every value the service reads of it read and type-checked (the notification with its
 * printed rects, the screen, the window, each view with its scroll state, the behaviors, the options), and an
 * answer of the service's shape built as a cJSON tree and printed: the service's own answer for the body (the
 * file given, parsed once at start) copied node by node, with the keyboard's frame set from the request, then
 * printed formatted. It leaves out the rules themselves (a few microseconds of arithmetic in C), so it is a lower
 * bound of what a C server with cJSON spends on the same work.
 *
 * usage: cjson-peer PORT THREADS ANSWER_FILE      (needs libcjson-dev)
 */
#include <cjson/cJSON.h>
#include <microhttpd.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static cJSON *answer_template;

struct upload {
    size_t size;
    char bytes[65536];
};

struct rect { double x, y, w, h; };

/* A rect in the service's forms: an object, an array of 4, or the string iOS prints. */
static int read_rect(const cJSON *v, struct rect *r) {
    if (cJSON_IsString(v)) {
        const char *s = v->valuestring;
        if (strncmp(s, "NSRect: ", 8) == 0) s += 8;
        return sscanf(s, "{{%lf, %lf}, {%lf, %lf}}", &r->x, &r->y, &r->w, &r->h) == 4;
    }
    if (cJSON_IsArray(v)) {
        if (cJSON_GetArraySize(v) != 4) return 0;
        double *out[4] = {&r->x, &r->y, &r->w, &r->h};
        for (int i = 0; i < 4; i++) {
            const cJSON *n = cJSON_GetArrayItem(v, i);
            if (!cJSON_IsNumber(n)) return 0;
            *out[i] = n->valuedouble;
        }
        return 1;
    }
    const char *keys[4] = {"x", "y", "width", "height"};
    double *out[4] = {&r->x, &r->y, &r->w, &r->h};
    for (int i = 0; i < 4; i++) {
        const cJSON *n = cJSON_GetObjectItemCaseSensitive(v, keys[i]);
        if (!cJSON_IsNumber(n)) return 0;
        *out[i] = n->valuedouble;
    }
    return r->w >= 0 && r->h >= 0;
}

/* Every number of an object (insets, sizes, points): present ones must be numbers. */
static int read_numbers(const cJSON *v) {
    if (v == NULL) return 1;
    if (!cJSON_IsObject(v)) return 0;
    for (const cJSON *m = v->child; m; m = m->next)
        if (!cJSON_IsNumber(m)) return 0;
    return 1;
}

static int read_view(const cJSON *v) {
    struct rect frame;
    const cJSON *id = cJSON_GetObjectItemCaseSensitive(v, "id");
    if (!cJSON_IsString(id) || !read_rect(cJSON_GetObjectItemCaseSensitive(v, "frame"), &frame)) return 0;
    const cJSON *parent = cJSON_GetObjectItemCaseSensitive(v, "parent");
    if (parent && !cJSON_IsString(parent)) return 0;
    const cJSON *scroll = cJSON_GetObjectItemCaseSensitive(v, "scroll");
    if (scroll) {
        if (!read_numbers(cJSON_GetObjectItemCaseSensitive(scroll, "contentSize"))
            || !read_numbers(cJSON_GetObjectItemCaseSensitive(scroll, "contentOffset"))
            || !read_numbers(cJSON_GetObjectItemCaseSensitive(scroll, "contentInset")))
            return 0;
        const cJSON *adjustment = cJSON_GetObjectItemCaseSensitive(scroll, "insetAdjustment");
        if (adjustment && !cJSON_IsString(adjustment)) return 0;
    }
    return read_numbers(cJSON_GetObjectItemCaseSensitive(v, "safeAreaInsets"));
}

/* Reads the request as the service does (every value checked); builds and prints the answer. NULL for a 422. */
static char *adjust(const char *body, size_t size) {
    cJSON *request = cJSON_ParseWithLength(body, size);
    if (!request) return NULL;
    char *printed = NULL;
    struct rect end, begin, bounds, window;
    const cJSON *notification = cJSON_GetObjectItemCaseSensitive(request, "notification");
    const cJSON *name = cJSON_GetObjectItemCaseSensitive(notification, "name");
    const cJSON *info = cJSON_GetObjectItemCaseSensitive(notification, "userInfo");
    const cJSON *screen = cJSON_GetObjectItemCaseSensitive(request, "screen");
    const cJSON *win = cJSON_GetObjectItemCaseSensitive(request, "window");
    const cJSON *views = cJSON_GetObjectItemCaseSensitive(request, "views");
    const cJSON *behaviors = cJSON_GetObjectItemCaseSensitive(request, "behaviors");
    const cJSON *options = cJSON_GetObjectItemCaseSensitive(request, "options");
    if (!cJSON_IsString(name) || strcmp(name->valuestring, "UIKeyboardWillShowNotification") != 0) goto done;
    if (!read_rect(cJSON_GetObjectItemCaseSensitive(info, "UIKeyboardFrameEndUserInfoKey"), &end)) goto done;
    if (!read_rect(cJSON_GetObjectItemCaseSensitive(info, "UIKeyboardFrameBeginUserInfoKey"), &begin)) goto done;
    if (!cJSON_IsNumber(cJSON_GetObjectItemCaseSensitive(info, "UIKeyboardAnimationDurationUserInfoKey"))) goto done;
    if (!cJSON_IsNumber(cJSON_GetObjectItemCaseSensitive(info, "UIKeyboardAnimationCurveUserInfoKey"))) goto done;
    if (!cJSON_IsBool(cJSON_GetObjectItemCaseSensitive(info, "UIKeyboardIsLocalUserInfoKey"))) goto done;
    if (!read_rect(cJSON_GetObjectItemCaseSensitive(screen, "bounds"), &bounds)) goto done;
    if (!cJSON_IsNumber(cJSON_GetObjectItemCaseSensitive(screen, "scale"))) goto done;
    if (!cJSON_IsString(cJSON_GetObjectItemCaseSensitive(screen, "coordinateSpace"))) goto done;
    if (!cJSON_IsString(cJSON_GetObjectItemCaseSensitive(screen, "interfaceOrientation"))) goto done;
    if (!read_rect(cJSON_GetObjectItemCaseSensitive(win, "frame"), &window)) goto done;
    if (!read_numbers(cJSON_GetObjectItemCaseSensitive(win, "safeAreaInsets"))) goto done;
    if (!cJSON_IsArray(views) || !cJSON_IsArray(behaviors)) goto done;
    for (const cJSON *v = views->child; v; v = v->next)
        if (!read_view(v)) goto done;
    for (const cJSON *b = behaviors->child; b; b = b->next)
        if (!cJSON_IsString(cJSON_GetObjectItemCaseSensitive(b, "type"))) goto done;
    for (const cJSON *o = options ? options->child : NULL; o; o = o->next)
        if (!cJSON_IsBool(o)) goto done;
    /* The answer: the service's shape, built node by node, with the keyboard's frame from the request. */
    cJSON *answer = cJSON_Duplicate(answer_template, 1);
    cJSON *keyboard = cJSON_GetObjectItemCaseSensitive(answer, "keyboard");
    cJSON *frame = cJSON_GetObjectItemCaseSensitive(keyboard, "frameInWindow");
    if (frame) {
        cJSON_SetNumberValue(cJSON_GetObjectItemCaseSensitive(frame, "y"), end.y - window.y);
        cJSON_SetNumberValue(cJSON_GetObjectItemCaseSensitive(frame, "height"), end.h);
    }
    printed = cJSON_Print(answer);
    cJSON_Delete(answer);
done:
    cJSON_Delete(request);
    return printed;
}

static enum MHD_Result answer(void *cls, struct MHD_Connection *connection, const char *url, const char *method,
                              const char *version, const char *upload_data, size_t *upload_data_size,
                              void **state) {
    (void)cls; (void)url; (void)method; (void)version;
    struct upload *u = *state;
    if (u == NULL) {
        u = malloc(sizeof *u);
        if (!u) return MHD_NO;
        u->size = 0;
        *state = u;
        return MHD_YES;
    }
    if (*upload_data_size != 0) {
        if (u->size + *upload_data_size > sizeof u->bytes) return MHD_NO;
        memcpy(u->bytes + u->size, upload_data, *upload_data_size);
        u->size += *upload_data_size;
        *upload_data_size = 0;
        return MHD_YES;
    }
    char *printed = adjust(u->bytes, u->size);
    struct MHD_Response *response;
    unsigned int status = MHD_HTTP_OK;
    if (printed) {
        response = MHD_create_response_from_buffer(strlen(printed), printed, MHD_RESPMEM_MUST_FREE);
    } else {
        status = 422;
        response = MHD_create_response_from_buffer(2, "{}", MHD_RESPMEM_PERSISTENT);
    }
    MHD_add_response_header(response, "Content-Type", "application/json");
    enum MHD_Result result = MHD_queue_response(connection, status, response);
    MHD_destroy_response(response);
    return result;
}

static void completed(void *cls, struct MHD_Connection *connection, void **state,
                      enum MHD_RequestTerminationCode code) {
    (void)cls; (void)connection; (void)code;
    free(*state);
    *state = NULL;
}

static volatile sig_atomic_t stop;
static void on_signal(int sig) { (void)sig; stop = 1; }

int main(int argc, char **argv) {
    if (argc != 4) { fprintf(stderr, "usage: %s PORT THREADS ANSWER_FILE\n", argv[0]); return 64; }
    FILE *f = fopen(argv[3], "rb");
    if (!f) { perror(argv[3]); return 66; }
    fseek(f, 0, SEEK_END); long size = ftell(f); fseek(f, 0, SEEK_SET);
    char *text = malloc((size_t)size);
    if (!text || fread(text, 1, (size_t)size, f) != (size_t)size) { perror("read"); return 66; }
    fclose(f);
    answer_template = cJSON_ParseWithLength(text, (size_t)size);
    free(text);
    if (!answer_template) { fprintf(stderr, "the answer file is not JSON\n"); return 65; }
    struct MHD_Daemon *d = MHD_start_daemon(
        MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL, (uint16_t)atoi(argv[1]), NULL, NULL, answer, NULL,
        MHD_OPTION_THREAD_POOL_SIZE, (unsigned int)atoi(argv[2]), MHD_OPTION_CONNECTION_LIMIT, 1024u,
        MHD_OPTION_CONNECTION_TIMEOUT, 10u, MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)32768,
        MHD_OPTION_LISTEN_BACKLOG_SIZE, 1024u, MHD_OPTION_NOTIFY_COMPLETED, completed, NULL, MHD_OPTION_END);
    if (!d) { fprintf(stderr, "cannot start\n"); return 69; }
    signal(SIGTERM, on_signal); signal(SIGINT, on_signal);
    fprintf(stderr, "cjson-peer listening on %s\n", argv[1]);
    while (!stop) pause();
    MHD_stop_daemon(d);
    cJSON_Delete(answer_template);
    return 0;
}
