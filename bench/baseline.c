/*
 * The bare libmicrohttpd baseline for the benchmarks: answers every request with a fixed body (the file given,
 * read once) as application/json, with the same daemon settings as keyboard-layout (internal thread pool of N
 * threads, poll, 64 KiB body limit), after reading the request body whole. It does no JSON work, so
 * service / baseline is the share of the transport's speed the service keeps.
 *
 * usage: baseline PORT THREADS BODY_FILE [SPIN]
 *
 * SPIN (bench/budget) adds that many iterations of a loop of user-space work to every request, touching no
 * memory, so that the bare server's system time a request can be read at the user time the service spends.
 */
#include <microhttpd.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char *body;
static size_t body_size;
static long spin;

/* User time only: a loop the compiler must run (a volatile sum), no memory beyond one word. */
static void work(void) {
    volatile unsigned long sum = 0;
    for (long i = 0; i < spin; i++) sum += (unsigned long)i;
}

static enum MHD_Result answer(void *cls, struct MHD_Connection *connection, const char *url, const char *method,
                              const char *version, const char *upload_data, size_t *upload_data_size,
                              void **state) {
    (void)cls; (void)url; (void)method; (void)version; (void)upload_data;
    static int first;
    if (*state == NULL) { *state = &first; return MHD_YES; }
    if (*upload_data_size != 0) { *upload_data_size = 0; return MHD_YES; }  /* read the body, like the service */
    if (spin > 0) work();
    struct MHD_Response *response = MHD_create_response_from_buffer(body_size, body, MHD_RESPMEM_PERSISTENT);
    MHD_add_response_header(response, "Content-Type", "application/json");
    enum MHD_Result result = MHD_queue_response(connection, MHD_HTTP_OK, response);
    MHD_destroy_response(response);
    return result;
}

static volatile sig_atomic_t stop;
static void on_signal(int sig) { (void)sig; stop = 1; }

int main(int argc, char **argv) {
    if (argc != 4 && argc != 5) { fprintf(stderr, "usage: %s PORT THREADS BODY_FILE [SPIN]\n", argv[0]); return 64; }
    if (argc == 5) spin = atol(argv[4]);
    FILE *f = fopen(argv[3], "rb");
    if (!f) { perror(argv[3]); return 66; }
    fseek(f, 0, SEEK_END); body_size = (size_t)ftell(f); fseek(f, 0, SEEK_SET);
    body = malloc(body_size);
    if (!body || fread(body, 1, body_size, f) != body_size) { perror("read"); return 66; }
    fclose(f);
    struct MHD_Daemon *d = MHD_start_daemon(
        MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL, (uint16_t)atoi(argv[1]), NULL, NULL, answer, NULL,
        MHD_OPTION_THREAD_POOL_SIZE, (unsigned int)atoi(argv[2]), MHD_OPTION_CONNECTION_LIMIT, 1024u,
        MHD_OPTION_CONNECTION_TIMEOUT, 10u, MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)32768,
        MHD_OPTION_LISTEN_BACKLOG_SIZE, 1024u, MHD_OPTION_END);
    if (!d) { fprintf(stderr, "cannot start\n"); return 69; }
    signal(SIGTERM, on_signal); signal(SIGINT, on_signal);
    fprintf(stderr, "baseline listening on %s\n", argv[1]);
    while (!stop) pause();
    MHD_stop_daemon(d);
    free(body);
    return 0;
}
