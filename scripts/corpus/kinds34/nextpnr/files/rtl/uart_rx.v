// 115200 baud receiver at 48 MHz (416 clocks a bit), 8N1.
module uart_rx (
  input  wire       clk,
  input  wire       rx,
  output reg  [7:0] data,
  output reg        valid
);
  localparam DIV = 416;
  reg [8:0] cnt = 0;
  reg [3:0] bitn = 0;
  reg       busy = 0;
  reg [1:0] sync = 2'b11;
  always @(posedge clk) begin
    sync  <= {sync[0], rx};
    valid <= 1'b0;
    if (!busy) begin
      if (!sync[1]) begin busy <= 1'b1; cnt <= DIV / 2; bitn <= 0; end
    end else if (cnt == 0) begin
      cnt <= DIV - 1;
      bitn <= bitn + 1;
      if (bitn >= 1 && bitn <= 8) data <= {sync[1], data[7:1]};
      if (bitn == 9) begin busy <= 1'b0; valid <= 1'b1; end
    end else
      cnt <= cnt - 1;
  end
endmodule
