"use strict";
// SPDX-License-Identifier: MIT
// Copyright (c) Uri Shaked and contributors
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __exportStar = (this && this.__exportStar) || function(m, exports) {
    for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports, p)) __createBinding(exports, m, p);
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.watchdogConfig = exports.AVRWatchdog = exports.AVRUSI = exports.usart0Config = exports.AVRUSART = exports.attinyTimer1Config = exports.ATtinyTimer1 = exports.timer2Config = exports.timer1Config = exports.timer0Config = exports.AVRTimer = exports.spiConfig = exports.AVRSPI = exports.portLConfig = exports.portKConfig = exports.portJConfig = exports.portHConfig = exports.portGConfig = exports.portFConfig = exports.portEConfig = exports.portDConfig = exports.portCConfig = exports.portBConfig = exports.portAConfig = exports.PinState = exports.PCINT2 = exports.PCINT1 = exports.PCINT0 = exports.INT1 = exports.INT0 = exports.AVRIOPort = exports.eepromConfig = exports.EEPROMMemoryBackend = exports.AVREEPROM = exports.clockConfig = exports.AVRClock = exports.atmega328Channels = exports.adcConfig = exports.AVRADC = exports.ADCReference = exports.ADCMuxInputType = exports.avrInterrupt = exports.avrInstruction = exports.CPU = void 0;
var cpu_1 = require("./cpu/cpu");
Object.defineProperty(exports, "CPU", { enumerable: true, get: function () { return cpu_1.CPU; } });
var instruction_1 = require("./cpu/instruction");
Object.defineProperty(exports, "avrInstruction", { enumerable: true, get: function () { return instruction_1.avrInstruction; } });
var interrupt_1 = require("./cpu/interrupt");
Object.defineProperty(exports, "avrInterrupt", { enumerable: true, get: function () { return interrupt_1.avrInterrupt; } });
var adc_1 = require("./peripherals/adc");
Object.defineProperty(exports, "ADCMuxInputType", { enumerable: true, get: function () { return adc_1.ADCMuxInputType; } });
Object.defineProperty(exports, "ADCReference", { enumerable: true, get: function () { return adc_1.ADCReference; } });
Object.defineProperty(exports, "AVRADC", { enumerable: true, get: function () { return adc_1.AVRADC; } });
Object.defineProperty(exports, "adcConfig", { enumerable: true, get: function () { return adc_1.adcConfig; } });
Object.defineProperty(exports, "atmega328Channels", { enumerable: true, get: function () { return adc_1.atmega328Channels; } });
var clock_1 = require("./peripherals/clock");
Object.defineProperty(exports, "AVRClock", { enumerable: true, get: function () { return clock_1.AVRClock; } });
Object.defineProperty(exports, "clockConfig", { enumerable: true, get: function () { return clock_1.clockConfig; } });
var eeprom_1 = require("./peripherals/eeprom");
Object.defineProperty(exports, "AVREEPROM", { enumerable: true, get: function () { return eeprom_1.AVREEPROM; } });
Object.defineProperty(exports, "EEPROMMemoryBackend", { enumerable: true, get: function () { return eeprom_1.EEPROMMemoryBackend; } });
Object.defineProperty(exports, "eepromConfig", { enumerable: true, get: function () { return eeprom_1.eepromConfig; } });
var gpio_1 = require("./peripherals/gpio");
Object.defineProperty(exports, "AVRIOPort", { enumerable: true, get: function () { return gpio_1.AVRIOPort; } });
Object.defineProperty(exports, "INT0", { enumerable: true, get: function () { return gpio_1.INT0; } });
Object.defineProperty(exports, "INT1", { enumerable: true, get: function () { return gpio_1.INT1; } });
Object.defineProperty(exports, "PCINT0", { enumerable: true, get: function () { return gpio_1.PCINT0; } });
Object.defineProperty(exports, "PCINT1", { enumerable: true, get: function () { return gpio_1.PCINT1; } });
Object.defineProperty(exports, "PCINT2", { enumerable: true, get: function () { return gpio_1.PCINT2; } });
Object.defineProperty(exports, "PinState", { enumerable: true, get: function () { return gpio_1.PinState; } });
Object.defineProperty(exports, "portAConfig", { enumerable: true, get: function () { return gpio_1.portAConfig; } });
Object.defineProperty(exports, "portBConfig", { enumerable: true, get: function () { return gpio_1.portBConfig; } });
Object.defineProperty(exports, "portCConfig", { enumerable: true, get: function () { return gpio_1.portCConfig; } });
Object.defineProperty(exports, "portDConfig", { enumerable: true, get: function () { return gpio_1.portDConfig; } });
Object.defineProperty(exports, "portEConfig", { enumerable: true, get: function () { return gpio_1.portEConfig; } });
Object.defineProperty(exports, "portFConfig", { enumerable: true, get: function () { return gpio_1.portFConfig; } });
Object.defineProperty(exports, "portGConfig", { enumerable: true, get: function () { return gpio_1.portGConfig; } });
Object.defineProperty(exports, "portHConfig", { enumerable: true, get: function () { return gpio_1.portHConfig; } });
Object.defineProperty(exports, "portJConfig", { enumerable: true, get: function () { return gpio_1.portJConfig; } });
Object.defineProperty(exports, "portKConfig", { enumerable: true, get: function () { return gpio_1.portKConfig; } });
Object.defineProperty(exports, "portLConfig", { enumerable: true, get: function () { return gpio_1.portLConfig; } });
var spi_1 = require("./peripherals/spi");
Object.defineProperty(exports, "AVRSPI", { enumerable: true, get: function () { return spi_1.AVRSPI; } });
Object.defineProperty(exports, "spiConfig", { enumerable: true, get: function () { return spi_1.spiConfig; } });
var timer_1 = require("./peripherals/timer");
Object.defineProperty(exports, "AVRTimer", { enumerable: true, get: function () { return timer_1.AVRTimer; } });
Object.defineProperty(exports, "timer0Config", { enumerable: true, get: function () { return timer_1.timer0Config; } });
Object.defineProperty(exports, "timer1Config", { enumerable: true, get: function () { return timer_1.timer1Config; } });
Object.defineProperty(exports, "timer2Config", { enumerable: true, get: function () { return timer_1.timer2Config; } });
var timer_attiny_1 = require("./peripherals/timer-attiny");
Object.defineProperty(exports, "ATtinyTimer1", { enumerable: true, get: function () { return timer_attiny_1.ATtinyTimer1; } });
Object.defineProperty(exports, "attinyTimer1Config", { enumerable: true, get: function () { return timer_attiny_1.attinyTimer1Config; } });
__exportStar(require("./peripherals/twi"), exports);
var usart_1 = require("./peripherals/usart");
Object.defineProperty(exports, "AVRUSART", { enumerable: true, get: function () { return usart_1.AVRUSART; } });
Object.defineProperty(exports, "usart0Config", { enumerable: true, get: function () { return usart_1.usart0Config; } });
var usi_1 = require("./peripherals/usi");
Object.defineProperty(exports, "AVRUSI", { enumerable: true, get: function () { return usi_1.AVRUSI; } });
var watchdog_1 = require("./peripherals/watchdog");
Object.defineProperty(exports, "AVRWatchdog", { enumerable: true, get: function () { return watchdog_1.AVRWatchdog; } });
Object.defineProperty(exports, "watchdogConfig", { enumerable: true, get: function () { return watchdog_1.watchdogConfig; } });
