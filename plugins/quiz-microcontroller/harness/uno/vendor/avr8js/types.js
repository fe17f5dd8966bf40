"use strict";
// SPDX-License-Identifier: MIT
// Copyright (c) Uri Shaked and contributors
Object.defineProperty(exports, "__esModule", { value: true });
