const assert = require('node:assert');
const { Given, When, Then } = require('@cucumber/cucumber');
const { quote } = require('../../src/shipping');

Given('a parcel of {int} kg', function (kg) { this.kg = kg; });
Given('the destination zone {int}', function (zone) { this.zone = zone; });
When('the shop asks for a quote', function () { this.cents = quote(this.zone, this.kg); });
Then('the quote is {int} cents', function (cents) { assert.strictEqual(this.cents, cents); });
