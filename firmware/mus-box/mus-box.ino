/*
 * mus-box: reference firmware of the Mus table button box, protocol 1 (docs/button-box.md).
 *
 * Board: any ATmega328P Arduino (Uno, Nano, Pro Mini) at 115200 8N1 over USB serial.
 * Hardware:
 *   - a 4x4 matrix keypad: rows on pins 2-5 (driven low one at a time), columns on pins 6-9
 *     (inputs with pull-ups). No Keypad library: the matrix is scanned here.
 *   - one LED per seat on A0-A3 (seat 0-3), lit when it is that seat's turn; all blink on an error.
 *   - the on-board LED (pin 13) shows the key layer: off = words, on = digits/cards, fast = extras.
 *
 * Keys come in three layers; FN (bottom-right) moves to the next layer:
 *   layer 0 (words)      SEAT0 SEAT1 SEAT2 SEAT3 / PASS BET RAISE ORDAGO / SEE FOLD BA EZ / UNDO NEXT BACK FN
 *   layer 1 (numbers)    D1 D2 D3 D4 / D5 D6 D7 D8 / D9 D0 SOTA CABALLO / REY ENTER BACK FN
 *   layer 2 (extras)     MUS CUT DISCARD BIAK / BIAK_ORDAGO REDO ENTER UNDO / SEAT4 SEAT5 OROS COPAS / ESPADAS BASTOS - FN
 *
 * Protocol (box side): at power-on pick a session token, send
 *   HELLO MUSBOX 1 <id> <session> <last-acked>
 * and again on WHO (or every second until WELCOME). Each key press gets the next sequence number
 * (1..65535, then 1 again) and waits in a queue; the oldest one is sent as "K <seq> <KEY>" and
 * sent again every RESEND_MS until "ACK <n>" (cumulative) covers it: stop-and-wait, so the app
 * sees keys in order and drops a resent duplicate. "ERR <seq> <code>" blinks the seat LEDs;
 * "TURN <digits>" lights the seats. Every other line is ignored.
 */
#include <Arduino.h>
#include <avr/pgmspace.h>

// ---- settings -------------------------------------------------------------------------------
static const char BOX_ID[] = "box1";            // change per box: 1-16 of A-Z a-z 0-9 _ . -
static const unsigned long BAUD = 115200UL;
static const unsigned long RESEND_MS = 400;     // resend an unacknowledged key after this long
static const unsigned long HELLO_MS = 1000;     // repeat the hello until welcomed
static const unsigned long DEBOUNCE_MS = 20;    // a key must read the same this long
static const unsigned long BLINK_MS = 600;      // length of an error blink

static const uint8_t ROW_PINS[4] = {2, 3, 4, 5};
static const uint8_t COL_PINS[4] = {6, 7, 8, 9};
static const uint8_t SEAT_LED_PINS[4] = {A0, A1, A2, A3};
static const uint8_t LAYER_LED_PIN = 13;
static const uint8_t NOISE_PIN = A5;            // left floating: seeds the session token

// ---- key names --------------------------------------------------------------------------------
#define KEY_FN 15
static const char KEY_NAMES[3][16][12] PROGMEM = {
  {"SEAT0", "SEAT1", "SEAT2", "SEAT3", "PASS", "BET", "RAISE", "ORDAGO",
   "SEE", "FOLD", "BA", "EZ", "UNDO", "NEXT", "BACK", ""},
  {"D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8",
   "D9", "D0", "SOTA", "CABALLO", "REY", "ENTER", "BACK", ""},
  {"MUS", "CUT", "DISCARD", "BIAK", "BIAK_ORDAGO", "REDO", "ENTER", "UNDO",
   "SEAT4", "SEAT5", "OROS", "COPAS", "ESPADAS", "BASTOS", "", ""},
};

// ---- key queue (presses waiting for their ACK) ---------------------------------------------------
#define QUEUE_SIZE 16
struct Press {
  uint16_t seq;
  uint8_t layer;
  uint8_t index;
};
static Press queue[QUEUE_SIZE];
static uint8_t qHead = 0;   // oldest
static uint8_t qCount = 0;
static uint16_t lastSeq = 0;   // last sequence number given
static uint16_t lastAcked = 0; // last sequence number acknowledged
static bool inFlight = false;
static unsigned long sentAt = 0;

// ---- link state -------------------------------------------------------------------------------
static char session[5];
static bool welcomed = false;
static unsigned long helloAt = 0;
static char line[48];
static uint8_t lineLen = 0;
static bool lineOverflow = false;

// ---- keypad and LEDs --------------------------------------------------------------------------
static uint8_t layer = 0;
static bool keyDown[16];
static bool keyRaw[16];
static unsigned long keyChangedAt[16];
static uint8_t seatLeds = 0;      // bit per seat
static unsigned long blinkUntil = 0;

static uint16_t nextSeq(uint16_t s) { return s == 65535U ? 1 : s + 1; }

/* True when `seq` is at or before `acked` on the wrapping 1..65535 circle. */
static bool coveredBy(uint16_t seq, uint16_t acked) {
  if (acked == 0) return false;
  uint32_t d = ((uint32_t)acked + 65535UL - seq) % 65535UL;  // 32-bit: int is 16 bits on AVR
  return d < 32768UL;
}

static void sendHello() {
  Serial.print(F("HELLO MUSBOX 1 "));
  Serial.print(BOX_ID);
  Serial.print(' ');
  Serial.print(session);
  Serial.print(' ');
  Serial.println(lastAcked);
  helloAt = millis();
}

static void sendHead() {
  const Press &p = queue[qHead];
  char name[12];
  strncpy_P(name, KEY_NAMES[p.layer][p.index], sizeof name);
  Serial.print(F("K "));
  Serial.print(p.seq);
  Serial.print(' ');
  Serial.println(name);
  inFlight = true;
  sentAt = millis();
}

static void startBlink() { blinkUntil = millis() + BLINK_MS; }

static void press(uint8_t index) {
  if (index == KEY_FN) {
    layer = (layer + 1) % 3;
    return;
  }
  if (pgm_read_byte(&KEY_NAMES[layer][index][0]) == 0) return;  // unused position
  if (qCount == QUEUE_SIZE) {  // the app is not answering: refuse the press
    startBlink();
    return;
  }
  lastSeq = nextSeq(lastSeq);
  Press &p = queue[(qHead + qCount) % QUEUE_SIZE];
  p.seq = lastSeq;
  p.layer = layer;
  p.index = index;
  qCount++;
}

static void scanKeypad() {
  unsigned long now = millis();
  for (uint8_t r = 0; r < 4; r++) {
    pinMode(ROW_PINS[r], OUTPUT);
    digitalWrite(ROW_PINS[r], LOW);
    delayMicroseconds(5);
    for (uint8_t c = 0; c < 4; c++) {
      uint8_t k = r * 4 + c;
      bool raw = digitalRead(COL_PINS[c]) == LOW;
      if (raw != keyRaw[k]) {
        keyRaw[k] = raw;
        keyChangedAt[k] = now;
      } else if (raw != keyDown[k] && now - keyChangedAt[k] >= DEBOUNCE_MS) {
        keyDown[k] = raw;
        if (raw) press(k);
      }
    }
    pinMode(ROW_PINS[r], INPUT);  // high impedance: no ghost current through other rows
  }
}

static uint16_t parseNumber(const char *s) {
  unsigned long n = 0;
  while (*s >= '0' && *s <= '9') n = n * 10 + (*s++ - '0');
  return n > 65535UL ? 0 : (uint16_t)n;
}

static void handleLine(char *s) {
  if (strncmp(s, "ACK ", 4) == 0) {
    uint16_t n = parseNumber(s + 4);
    bool progress = false;
    while (qCount > 0 && coveredBy(queue[qHead].seq, n)) {
      qHead = (qHead + 1) % QUEUE_SIZE;
      qCount--;
      progress = true;
    }
    if (progress) {
      lastAcked = n;
      inFlight = false;
    }
  } else if (strncmp(s, "ERR ", 4) == 0) {
    startBlink();
  } else if (strncmp(s, "TURN ", 5) == 0) {
    seatLeds = 0;
    for (char *p = s + 5; *p >= '0' && *p <= '9'; p++) seatLeds |= (uint8_t)(1 << (*p - '0'));
  } else if (strncmp(s, "WELCOME ", 8) == 0) {
    if (!welcomed) inFlight = false;  // go back: send the oldest unacknowledged key now
    welcomed = true;
  } else if (strcmp(s, "WHO") == 0) {
    welcomed = false;
    sendHello();
  } else if (strncmp(s, "NOPE", 4) == 0) {
    startBlink();
  }
  // PHASE, SCORE, PAD, PONG and unknown lines: nothing to show without a display
}

static void readSerial() {
  while (Serial.available() > 0) {
    char ch = (char)Serial.read();
    if (ch == '\r') continue;
    if (ch == '\n') {
      if (!lineOverflow) {
        line[lineLen] = 0;
        handleLine(line);
      }
      lineLen = 0;
      lineOverflow = false;
    } else if (lineLen < sizeof line - 1) {
      line[lineLen++] = ch;
    } else {
      lineOverflow = true;
    }
  }
}

static void showLeds() {
  unsigned long now = millis();
  bool blinking = (long)(blinkUntil - now) > 0;
  for (uint8_t i = 0; i < 4; i++) {
    bool on = blinking ? ((now / 100) % 2 == 0) : (seatLeds & (1 << i)) != 0;
    digitalWrite(SEAT_LED_PINS[i], on ? HIGH : LOW);
  }
  bool layerOn = layer == 0 ? false : layer == 1 ? true : ((now / 150) % 2 == 0);
  digitalWrite(LAYER_LED_PIN, layerOn ? HIGH : LOW);
}

void setup() {
  for (uint8_t r = 0; r < 4; r++) pinMode(ROW_PINS[r], INPUT);
  for (uint8_t c = 0; c < 4; c++) pinMode(COL_PINS[c], INPUT_PULLUP);
  for (uint8_t i = 0; i < 4; i++) pinMode(SEAT_LED_PINS[i], OUTPUT);
  pinMode(LAYER_LED_PIN, OUTPUT);
  // session token: noise of a floating analog pin and the boot time; it only has to differ from the last boot
  uint16_t seed = 0;
  for (uint8_t i = 0; i < 16; i++) seed = (uint16_t)((seed << 1) ^ analogRead(NOISE_PIN) ^ micros());
  randomSeed(seed);
  uint16_t token = (uint16_t)random(1, 65535);
  const char hex[] = "0123456789abcdef";
  for (uint8_t i = 0; i < 4; i++) session[i] = hex[(token >> (12 - 4 * i)) & 0xF];
  session[4] = 0;
  Serial.begin(BAUD);
  sendHello();
}

void loop() {
  readSerial();
  scanKeypad();
  unsigned long now = millis();
  if (!welcomed) {
    if (now - helloAt >= HELLO_MS) sendHello();
  } else if (qCount > 0 && (!inFlight || now - sentAt >= RESEND_MS)) {
    sendHead();
  }
  showLeds();
}
