// Scales each colour by the ambient-light brightness (16 x 16 bits) and applies the running
// average the sign uses to fade between frames. Written as one expression per colour and one clock:
// the multiplier and the adder sit between two registers with nothing in between.
module brightness (
  input  wire        clk,
  input  wire [15:0] level,
  input  wire [15:0] red_in,
  input  wire [15:0] green_in,
  input  wire [15:0] blue_in,
  output reg  [15:0] red,
  output reg  [15:0] green,
  output reg  [15:0] blue
);
  reg [31:0] r_acc, g_acc, b_acc;
  always @(posedge clk) begin
    r_acc <= red_in   * level + (r_acc >> 1);
    g_acc <= green_in * level + (g_acc >> 1);
    b_acc <= blue_in  * level + (b_acc >> 1);
    red   <= r_acc[31:16];
    green <= g_acc[31:16];
    blue  <= b_acc[31:16];
  end
endmodule
