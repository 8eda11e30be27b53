# Helpers the benchmark scripts share for the servers they start on 127.0.0.1 (sourced by bench/run,
# bench/budget and bench/syscalls, not run).

# A free TCP port on 127.0.0.1 (asked of the kernel, then released for the server to take).
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }

# Waits up to 10 s for a server to answer HTTP on port $1.
wait_port() { for _ in $(seq 1 100); do curl -s -o /dev/null "http://127.0.0.1:$1/" && return 0; sleep 0.1; done; return 1; }

# User and system ticks (utime, stime) of process $1 so far.
cpu_ticks() { awk '{print $14, $15}' "/proc/$1/stat"; }
