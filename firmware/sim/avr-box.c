/*
 * avr-box: the reference firmware (firmware/mus-box, compiled to an .elf by .ci/firmware.sh) run in
 * a simulated ATmega328P at 16 MHz (simavr), wired as the button box is wired:
 *   - its UART is a pseudo-terminal the app opens like a USB port (the path is given by --link, a
 *     symbolic link to /dev/pts/N, moved to the new device after a replug);
 *   - its 4x4 keypad is played here: when the firmware drives a row pin (2-5) low, the column pin
 *     (6-9) of a pressed key on that row reads low;
 *   - its seat LEDs (A0-A3) and layer LED (13) are reported when they change.
 * The simulation is paced to real time (never ahead of the wall clock).
 *
 * Build: gcc -O2 -o avr-box avr-box.c -I/usr/include/simavr -lsimavr -lutil
 * Run:   avr-box FIRMWARE.elf --link PATH
 * Commands on standard input, one per line (times in simulated milliseconds):
 *   press K MS        press key K (0-15: row*4+column) for MS, then release it
 *   bounce K N MS     K chatters N times (1 ms on, 1 ms off), then is held for MS and released
 *   wait MS           emit "waited" once MS simulated milliseconds have passed (a pause measured
 *                     in the firmware's time, however slowly the simulation runs on a busy machine)
 *   drop-acks N       the next N "ACK" lines from the app never reach the firmware
 *   unplug            close the pseudo-terminal (the app sees the cable pulled)
 *   replug            a new pseudo-terminal at the same --link path
 *   quit
 * Events on standard output, one per line, each with the simulated time in microseconds:
 *   ready PATH | press K T | release K T | tx LINE T (a line the firmware sent) |
 *   rx LINE T (a line given to the firmware) | dropped LINE T | led seat=BITS layer=0|1 T |
 *   waited T | idle T (all pressed keys released and nothing queued to send)
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdarg.h>
#include <fcntl.h>
#include <poll.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "sim_avr.h"
#include "sim_elf.h"
#include "avr_ioport.h"
#include "avr_uart.h"

/* ATmega328P data-space addresses of the port registers */
#define PIND_ADDR 0x29
#define PINB 0x23
#define DDRB 0x24
#define PORTB 0x25
#define PORTC 0x28
#define DDRD 0x2A
#define PORTD 0x2B

static avr_t *avr;
static avr_irq_t *uart_in;
static avr_irq_t *col_irq[4];
static int master = -1, slave = -1;
static const char *link_path;
static int xon = 1;

/* keys: pressed or not; a scheduled release / bounce per key */
static int pressed[16];
static uint64_t release_at[16];
static int bounce_left[16];
static uint64_t bounce_next[16];
static uint64_t bounce_hold[16];
static int col_level[4] = {-1, -1, -1, -1};
static int drop_acks = 0;

/* lines in both directions */
static char txline[128];
static int txlen = 0;
static char rxline[128];
static int rxlen = 0;
static unsigned char inq[4096];
static int inq_head = 0, inq_len = 0;

static uint64_t now_us(void) { return avr->cycle / 16; }

static void emit(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vprintf(fmt, ap);
  va_end(ap);
  printf(" %llu\n", (unsigned long long)now_us());
  fflush(stdout);
}

static void on_uart_out(struct avr_irq_t *irq, uint32_t value, void *param) {
  (void)irq; (void)param;
  unsigned char b = (unsigned char)value;
  if (master >= 0) {
    ssize_t w = write(master, &b, 1);
    (void)w;
  }
  if (b == '\n') {
    txline[txlen] = 0;
    if (txlen && txline[txlen - 1] == '\r') txline[txlen - 1] = 0;
    emit("tx %s", txline);
    txlen = 0;
  } else if (txlen < (int)sizeof txline - 1) {
    txline[txlen++] = (char)b;
  }
}

static void on_xon(struct avr_irq_t *irq, uint32_t value, void *param) { (void)irq; (void)value; (void)param; xon = 1; }
static void on_xoff(struct avr_irq_t *irq, uint32_t value, void *param) { (void)irq; (void)value; (void)param; xon = 0; }

/* a whole line from the app, given to the firmware unless an ACK is to be dropped */
static void app_line(const char *l, int n) {
  char copy[130];
  memcpy(copy, l, (size_t)n);
  copy[n] = 0;
  if (n && copy[n - 1] == '\r') copy[n - 1] = 0;
  if (drop_acks > 0 && strncmp(copy, "ACK ", 4) == 0) {
    drop_acks--;
    emit("dropped %s", copy);
    return;
  }
  emit("rx %s", copy);
  for (int i = 0; i < n && inq_len < (int)sizeof inq; i++) inq[(inq_head + inq_len++) % sizeof inq] = (unsigned char)l[i];
  if (inq_len < (int)sizeof inq) inq[(inq_head + inq_len++) % sizeof inq] = '\n';
}

static void open_pty(void) {
  master = posix_openpt(O_RDWR | O_NOCTTY);
  if (master < 0 || grantpt(master) || unlockpt(master)) { perror("pty"); exit(2); }
  const char *name = ptsname(master);
  slave = open(name, O_RDWR | O_NOCTTY);  /* held open: the pty stays up and raw until unplugged */
  struct termios t;
  tcgetattr(slave, &t);
  cfmakeraw(&t);
  tcsetattr(slave, TCSANOW, &t);
  fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK);
  unlink(link_path);
  if (symlink(name, link_path)) { perror("symlink"); exit(2); }
  rxlen = 0;
  emit("ready %s", link_path);
}

static void close_pty(void) {
  if (master >= 0) close(master);
  if (slave >= 0) close(slave);
  master = slave = -1;
  unlink(link_path);
  inq_len = 0;
  rxlen = 0;
}

static void read_app(void) {
  if (master < 0) return;
  unsigned char buf[256];
  ssize_t n = read(master, buf, sizeof buf);
  for (ssize_t i = 0; i < n; i++) {
    if (buf[i] == '\n') {
      app_line(rxline, rxlen);
      rxlen = 0;
    } else if (rxlen < (int)sizeof rxline - 1) {
      rxline[rxlen++] = (char)buf[i];
    }
  }
}

static void feed_uart(void) {
  if (inq_len > 0 && xon) {
    avr_raise_irq(uart_in, inq[inq_head]);
    inq_head = (inq_head + 1) % (int)sizeof inq;
    inq_len--;
  }
}

/* the keypad: a column reads low when a pressed key's row is driven low */
static void scan_matrix(void) {
  uint8_t ddrd = avr->data[DDRD], portd = avr->data[PORTD];
  int low[4] = {0, 0, 0, 0};
  for (int k = 0; k < 16; k++) {
    if (!pressed[k]) continue;
    int r = k / 4, c = k % 4, bit = 1 << (2 + r);
    if ((ddrd & bit) && !(portd & bit)) low[c] = 1;
  }
  /* the level is checked against the PIN register itself, not a cache: a write to the port (the
     firmware driving a row) makes simavr recompute the pulled-up inputs, which would lift a held-down
     column again */
  static const uint16_t pin_reg[4] = {PIND_ADDR, PIND_ADDR, PINB, PINB};
  static const uint8_t pin_bit[4] = {6, 7, 0, 1};
  for (int c = 0; c < 4; c++) {
    int level = low[c] ? 0 : 1;
    int now = (avr->data[pin_reg[c]] >> pin_bit[c]) & 1;
    if (level != now || level != col_level[c]) {
      col_level[c] = level;
      avr_raise_irq(col_irq[c], (uint32_t)level);
    }
  }
}

static int led_seat = -1, led_layer = -1;
static void watch_leds(void) {
  int seat = avr->data[PORTC] & 0x0F;
  int layer = (avr->data[PORTB] >> 5) & 1;
  if (seat != led_seat || layer != led_layer) {
    led_seat = seat;
    led_layer = layer;
    emit("led seat=%d%d%d%d layer=%d", seat & 1, (seat >> 1) & 1, (seat >> 2) & 1, (seat >> 3) & 1, layer);
  }
}

static uint64_t wait_until = 0;
static void timers(void) {
  uint64_t t = now_us();
  if (wait_until && t >= wait_until) {
    wait_until = 0;
    emit("waited");
  }
  for (int k = 0; k < 16; k++) {
    if (bounce_left[k] > 0 && t >= bounce_next[k]) {
      pressed[k] = !pressed[k];
      bounce_next[k] = t + 1000;
      if (--bounce_left[k] == 0) {
        pressed[k] = 1;
        release_at[k] = t + bounce_hold[k];
        emit("press %d", k);
      }
    } else if (pressed[k] && release_at[k] && t >= release_at[k]) {
      pressed[k] = 0;
      release_at[k] = 0;
      emit("release %d", k);
    }
  }
}

static int command(char *l) {
  int k, n, ms;
  if (sscanf(l, "press %d %d", &k, &ms) == 2 && k >= 0 && k < 16) {
    pressed[k] = 1;
    release_at[k] = now_us() + (uint64_t)ms * 1000;
    emit("press %d", k);
  } else if (sscanf(l, "bounce %d %d %d", &k, &n, &ms) == 3 && k >= 0 && k < 16) {
    bounce_left[k] = 2 * n + 1;
    bounce_next[k] = now_us();
    bounce_hold[k] = (uint64_t)ms * 1000;
    pressed[k] = 0;
  } else if (sscanf(l, "wait %d", &ms) == 1 && ms >= 0) {
    wait_until = now_us() + (uint64_t)ms * 1000 + 1;
  } else if (sscanf(l, "drop-acks %d", &n) == 1) {
    drop_acks = n;
  } else if (strncmp(l, "unplug", 6) == 0) {
    close_pty();
    emit("unplugged");
  } else if (strncmp(l, "replug", 6) == 0) {
    if (master < 0) open_pty();
  } else if (strncmp(l, "quit", 4) == 0) {
    return 0;
  }
  return 1;
}

static char cmdline[256];
static int cmdlen = 0;
static int read_commands(void) {
  struct pollfd p = {0, POLLIN, 0};
  if (poll(&p, 1, 0) <= 0) return 1;
  char buf[256];
  ssize_t n = read(0, buf, sizeof buf);
  if (n <= 0) return 0;  /* stdin closed: quit */
  for (ssize_t i = 0; i < n; i++) {
    if (buf[i] == '\n') {
      cmdline[cmdlen] = 0;
      cmdlen = 0;
      if (!command(cmdline)) return 0;
    } else if (cmdlen < (int)sizeof cmdline - 1) {
      cmdline[cmdlen++] = buf[i];
    }
  }
  return 1;
}

static uint64_t wall_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000u + (uint64_t)ts.tv_nsec / 1000u;
}

int main(int argc, char **argv) {
  if (argc < 4 || strcmp(argv[2], "--link")) {
    fprintf(stderr, "usage: avr-box FIRMWARE.elf --link PATH\n");
    return 2;
  }
  link_path = argv[3];
  elf_firmware_t fw;
  memset(&fw, 0, sizeof fw);
  if (elf_read_firmware(argv[1], &fw)) { fprintf(stderr, "avr-box: cannot read %s\n", argv[1]); return 2; }
  avr = avr_make_mcu_by_name("atmega328p");
  if (!avr) { fprintf(stderr, "avr-box: no atmega328p in simavr\n"); return 2; }
  avr_init(avr);
  avr->frequency = 16000000;
  avr_load_firmware(avr, &fw);

  uint32_t f = 0;
  avr_ioctl(avr, AVR_IOCTL_UART_GET_FLAGS('0'), &f);
  f &= ~AVR_UART_FLAG_STDIO;
  avr_ioctl(avr, AVR_IOCTL_UART_SET_FLAGS('0'), &f);
  uart_in = avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_INPUT);
  avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUTPUT), on_uart_out, NULL);
  avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUT_XON), on_xon, NULL);
  avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUT_XOFF), on_xoff, NULL);
  col_irq[0] = avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('D'), 6);
  col_irq[1] = avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('D'), 7);
  col_irq[2] = avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('B'), 0);
  col_irq[3] = avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('B'), 1);

  open_pty();
  uint64_t wall0 = wall_us();
  uint64_t next_io = 0;
  for (;;) {
    int state = avr_run(avr);
    if (state == cpu_Done || state == cpu_Crashed) { fprintf(stderr, "avr-box: the firmware stopped (%d)\n", state); return 1; }
    scan_matrix();
    uint64_t t = now_us();
    if (t >= next_io) {
      next_io = t + 100;  /* every 100 simulated µs: the app's bytes, commands, timers, LEDs, pacing */
      read_app();
      feed_uart();
      timers();
      watch_leds();
      if (!read_commands()) break;
      uint64_t w = wall_us() - wall0;
      if (t > w + 2000) usleep((useconds_t)(t - w));
    }
  }
  close_pty();
  return 0;
}
